import { randomBytes } from 'node:crypto';
import {
  hubPaths,
  type MicrophoneHubEvents,
  microphoneHubPorts,
  type PedalHubEvents,
  type PortRange,
  pedalHubPorts,
} from '@dictation/pedal/hubContract';
import { createControlServer, type SimulatorControls } from './controlApi';
import { createAccessPolicy, fixedTokenCheck } from './cors';
import { microphoneHubs, pedalHub } from './hubs';
import { createMicrophones } from './microphones';
import { createPairing, type Pairing, type PairingOptions } from './pairing';
import { pairingRoutes } from './pairingRoutes';
import { listenOnFirstFreePort, listenOnPort } from './ports';
import { createHubServer } from './signalrServer';

/** Options of `startHelperSim`; tests pick ranges far from the defaults so parallel runs do not collide. */
export interface HelperSimOptions {
  /** Ports tried for `/pedalhub`, first free wins. @default 5000-5003 */
  pedalPorts?: PortRange;
  /** Ports tried for `/michub` and `/spmhub` (one server), first free wins. @default 5100-5103 */
  microphonePorts?: PortRange;
  /** Port of the control API and page; 0 picks any free port. @default 5199 */
  controlPort?: number;
  /** Interval of the server's keep-alive pings. @default 15000 */
  pingIntervalMs?: number;
  /** How often a chunk is pushed while recording. @default 100 */
  chunkIntervalMs?: number;
  /** The plugged pedal's name; null starts without a pedal. @default 'Infinity IN-USB-2' */
  pedalName?: string | null;
  /** Origins of the pages allowed to use the helper. @default the portal's (cors.ts) */
  allowedOrigins?: readonly string[];
  /**
   * Pairing per install (pairing.ts): with it, the hubs answer only callers presenting the
   * install's token for their origin (negotiate `Authorization: Bearer`, WebSocket
   * `access_token`), which a page gets by typing a code the helper shows.
   * @default none (origin check only, for development)
   */
  pairing?: PairingOptions;
  /**
   * The token a caller without an Origin (a test, a script) sends to the control API as
   * `Authorization: Bearer <token>`. @default a new random one each start
   */
  controlToken?: string;
}

/** A running simulator. */
export interface HelperSim {
  ports: { pedal: number; microphone: number; control: number };
  /** The control API's token (HelperSimOptions.controlToken). */
  controlToken: string;
  /** The install's pairing, when on (the CLI prints each code it shows). */
  pairing: Pairing | undefined;
  /** Closes every connection and server; resolves when all are closed. */
  close(): Promise<void>;
}

/** Starts the pedal hub, the microphone hubs and the control API. */
export async function startHelperSim(options: HelperSimOptions = {}): Promise<HelperSim> {
  const pingIntervalMs = options.pingIntervalMs ?? 15000;
  let pedalName = options.pedalName === undefined ? 'Infinity IN-USB-2' : options.pedalName;

  const pairing = options.pairing && createPairing(options.pairing);
  const access = createAccessPolicy(options.allowedOrigins, pairing?.allowsToken);
  // Both servers pair: a page may find either first, and the token opens both.
  const httpRoutes = pairingRoutes(pairing);
  const pedalServer = createHubServer({
    hubs: [pedalHub(() => pedalName)],
    pingIntervalMs,
    access,
    httpRoutes,
  });
  const emitPedal = <Name extends keyof PedalHubEvents & string>(name: Name, ...args: PedalHubEvents[Name]) =>
    pedalServer.broadcast<PedalHubEvents, Name>(hubPaths.pedal, name, ...args);

  // The hubs need the microphones and the microphones emit through the hubs' server.
  let emitMicrophone = <Name extends keyof MicrophoneHubEvents & string>(
    _name: Name,
    ..._args: MicrophoneHubEvents[Name]
  ) => {};
  const microphones = createMicrophones({
    emit: (name, ...args) => emitMicrophone(name, ...args),
    chunkIntervalMs: options.chunkIntervalMs,
  });
  const microphoneServer = createHubServer({
    hubs: microphoneHubs(microphones),
    pingIntervalMs,
    access,
    httpRoutes,
  });
  emitMicrophone = (name, ...args) => {
    // Buttons are the SpeechMike hub's alone: a page connected to both hubs would act twice on one press.
    const paths =
      name === 'buttonPressed' ? [hubPaths.speechMike] : [hubPaths.microphone, hubPaths.speechMike];
    for (const path of paths) {
      microphoneServer.broadcast<MicrophoneHubEvents, typeof name>(path, name, ...args);
    }
  };

  const ports = { pedal: 0, microphone: 0, control: 0 };
  let crashedUntil = 0;
  const controls: SimulatorControls = {
    pedal(pedal, action) {
      if (pedalName === null) throw new Error('No pedal is plugged in');
      // A tap reaches the page as down, up and then click, like the real helper.
      if (action === 'down' || action === 'click') emitPedal('pedalDown', pedal);
      if (action === 'up' || action === 'click') emitPedal('pedalUp', pedal);
      if (action === 'click') emitPedal('pedalClick', pedal);
    },
    pedalError: (message) => emitPedal('pedalError', message),
    plugPedal(name) {
      pedalName = name;
    },
    unplugPedal() {
      pedalName = null;
      emitPedal('pedalError', 'Foot pedal disconnected');
    },
    plugMicrophone: (id, name, isDictationMicrophone) =>
      microphones.plug({ id, name: name ?? id, isDictationMicrophone }),
    unplugMicrophone: (id) => microphones.unplug(id),
    setSilent: (silent, id) => microphones.setSilent(silent, id),
    pressMicrophoneButton: (id, button) => microphones.pressButton(id, button),
    crash(durationMs) {
      crashedUntil = Date.now() + durationMs;
      // A crashed helper records nothing; the client learns that from the dropped connection.
      microphones.stopRecording();
      pedalServer.crash(crashedUntil);
      microphoneServer.crash(crashedUntil);
    },
    faultChunks: (fault, count) => microphones.chunkFaults.arm(fault, count),
    pairing: () => ({ enabled: pairing !== undefined, code: pairing?.shownCode() ?? null }),
    state: () => ({
      ports,
      crashed: Date.now() < crashedUntil,
      pedal: { deviceName: pedalName, connections: pedalServer.connectionCount(hubPaths.pedal) },
      microphones: microphones.state(),
      recording: microphones.recordingState(),
      chunkFaults: microphones.chunkFaults.state(),
      connections: {
        microphone: microphoneServer.connectionCount(hubPaths.microphone),
        speechMike: microphoneServer.connectionCount(hubPaths.speechMike),
      },
    }),
  };
  // The control page posts from its own origin; a caller without an Origin needs the control token.
  const ownOrigins = () => [`http://127.0.0.1:${ports.control}`, `http://localhost:${ports.control}`];
  const controlToken = options.controlToken ?? randomBytes(24).toString('base64url');
  const controlServer = createControlServer(controls, {
    allowsOrigin: (origin) => access.allowsOrigin(origin) || ownOrigins().includes(origin ?? ''),
    allowsToken: fixedTokenCheck(controlToken),
  });

  const closeAll = async () => {
    microphones.close();
    await Promise.all([pedalServer.close(), microphoneServer.close()]);
    controlServer.closeAllConnections();
    await new Promise<void>((resolve) =>
      controlServer.listening ? controlServer.close(() => resolve()) : resolve(),
    );
  };

  try {
    ports.pedal = await listenOnFirstFreePort(pedalServer.server, options.pedalPorts ?? pedalHubPorts);
    ports.microphone = await listenOnFirstFreePort(
      microphoneServer.server,
      options.microphonePorts ?? microphoneHubPorts,
    );
    ports.control = await listenOnPort(controlServer, options.controlPort ?? 5199);
  } catch (error) {
    await closeAll();
    throw error;
  }
  return { ports, controlToken, pairing, close: closeAll };
}
