/**
 * The foot pedal through the desktop helper's `/pedalhub`, with the pedal statuses of spec 000
 * section 4: available, not available, connection error, pedal error, closed, stop.
 */
import { reportActivity } from '@dictation/core';
import {
  createHelperConnection,
  type HelperConnection,
  type HelperConnectionOptions,
  type HelperConnectionStatus,
} from './helperConnection';
import { hubPaths, type PedalHubEvents, type PedalHubMethods, pedalHubPorts } from './hubContract';
import type { PedalInputListener, PedalInputSource } from './pedalInput';

/** Spec 000 section 4's foot pedal statuses. */
export const pedalStatuses = [
  'available',
  'notAvailable',
  'connectionError',
  'pedalError',
  'closed',
  'stop',
] as const;
export type PedalStatus = (typeof pedalStatuses)[number];

/** What the pedal hub knows now. */
export interface PedalHubState {
  connection: HelperConnectionStatus;
  pedal: PedalStatus;
  /** The pedal's name while available. */
  deviceName: string | null;
  /** The helper's message while the status is `pedalError`. */
  error: string | null;
}

export interface PedalHub extends PedalInputSource {
  readonly state: PedalHubState;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Listens to state changes; returns the unsubscribe function. */
  onState(listener: (state: PedalHubState) => void): () => void;
}

export type PedalHubOptions = Partial<Omit<HelperConnectionOptions, 'hubPath'>> & {
  /**
   * How often `getDeviceName` is asked while connected. The hub has no event for a pedal plugged
   * in (spec 000 section 7), so this is how a pedal coming back is seen without a press.
   * @default 5000
   */
  devicePollMs?: number;
};

function pedalStatusOf(connection: HelperConnectionStatus, previous: PedalStatus): PedalStatus {
  switch (connection) {
    case 'stopped':
      return 'stop';
    case 'reconnecting':
      return 'closed';
    case 'disconnected':
      // A search that found no helper is a connection error; a helper that went away is closed.
      return previous === 'closed' ? 'closed' : 'connectionError';
    case 'searching':
      return previous === 'stop' ? 'notAvailable' : previous;
    default:
      return previous;
  }
}

/** Connects to `/pedalhub` (ports 5000-5003 unless told otherwise) and reports pedal input and status. */
export function createPedalHub({ devicePollMs = 5000, ...options }: PedalHubOptions = {}): PedalHub {
  const connection: HelperConnection<PedalHubMethods, PedalHubEvents> = createHelperConnection({
    ports: pedalHubPorts,
    ...options,
    hubPath: hubPaths.pedal,
  });
  let state: PedalHubState = { connection: connection.status, pedal: 'stop', deviceName: null, error: null };
  const stateListeners = new Set<(state: PedalHubState) => void>();
  const inputListeners = new Set<PedalInputListener>();

  const update = (patch: Partial<PedalHubState>) => {
    state = { ...state, ...patch };
    for (const listener of stateListeners) listener(state);
  };

  // What getDeviceName last answered (null after a pedal error): a poll changes the status only
  // when the pedal comes or goes, so a pedal error stays until a pedal is named again (or pressed).
  let answeredName: string | null | undefined;
  /** Pedal errors so far: an answer asked for before the latest one names the pedal it lost. */
  let pedalErrors = 0;
  const refreshDevice = async (onlyOnChange = false) => {
    const errorsBefore = pedalErrors;
    try {
      const deviceName = await connection.invoke('getDeviceName');
      if (pedalErrors !== errorsBefore) return;
      if (onlyOnChange && deviceName === answeredName) return;
      answeredName = deviceName;
      // An unplugged pedal after a pedal error keeps the error: it says why the pedal is gone.
      if (deviceName === null && state.pedal === 'pedalError') return;
      update({ deviceName, pedal: deviceName ? 'available' : 'notAvailable', error: null });
    } catch {
      // The connection dropped meanwhile; its status change reports that.
    }
  };
  let pollTimer: ReturnType<typeof setInterval> | undefined;

  connection.onStatus((status) => {
    clearInterval(pollTimer);
    if (status === 'connected') {
      update({ connection: status });
      void refreshDevice();
      pollTimer = setInterval(() => void refreshDevice(true), devicePollMs);
      return;
    }
    update({ connection: status, pedal: pedalStatusOf(status, state.pedal) });
  });

  const forward = (type: 'down' | 'up' | 'click') => (pedal: PedalHubEvents['pedalDown'][0]) => {
    // Pedal-only dictation touches nothing on the page: every press is activity (issue 31).
    reportActivity('pedal');
    // Input proves a pedal is there again after an error or an unplugged start.
    if (state.pedal !== 'available') void refreshDevice();
    for (const listener of inputListeners) listener({ type, pedal, source: 'helper' });
  };
  connection.on('pedalDown', forward('down'));
  connection.on('pedalUp', forward('up'));
  connection.on('pedalClick', forward('click'));
  connection.on('pedalError', (message) => {
    // The pedal named before the error is in doubt: the next poll that names one (the same pedal
    // plugged back between two polls included) says it is available again.
    answeredName = null;
    pedalErrors += 1;
    update({ pedal: 'pedalError', error: message, deviceName: null });
  });

  return {
    get state() {
      return state;
    },
    start: () => connection.start(),
    stop: () => connection.stop(),
    searchNow: () => connection.searchNow(),
    onState(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    subscribe(listener) {
      inputListeners.add(listener);
      return () => inputListeners.delete(listener);
    },
  };
}
