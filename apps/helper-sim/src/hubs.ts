/** The helper's hub methods, checked against the contract in `@dictation/pedal/hubContract`. */
import { hubPaths, type MicrophoneHubMethods, type PedalHubMethods } from '@dictation/pedal/hubContract';
import type { Microphones } from './microphones';
import { defineHub, type HubDefinition, HubError } from './signalrServer';

function stringArgument(args: unknown[], index: number, name: string): string {
  const value = args[index];
  if (typeof value !== 'string') throw new HubError(`${name} must be a string`);
  return value;
}

function numberArgument(args: unknown[], index: number, name: string): number {
  const value = args[index];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new HubError(`${name} must be a number`);
  return value;
}

function booleanArgument(args: unknown[], index: number, name: string): boolean {
  const value = args[index];
  if (typeof value !== 'boolean') throw new HubError(`${name} must be a boolean`);
  return value;
}

/** Methods answering nothing complete with null on the wire, as ASP.NET Core's void methods do. */
function withoutResult(run: (args: unknown[]) => void): (args: unknown[]) => null {
  return (args) => {
    run(args);
    return null;
  };
}

/** `/pedalhub`: one method; the pedal's name or null when none is plugged. */
export function pedalHub(deviceName: () => string | null): HubDefinition {
  return defineHub<PedalHubMethods>(hubPaths.pedal, { getDeviceName: () => deviceName() });
}

/** `/michub` and `/spmhub` share one helper state, so both answer the same methods. */
export function microphoneHubs(microphones: Microphones): HubDefinition[] {
  const paths = [hubPaths.microphone, hubPaths.speechMike];
  return paths.map((path) =>
    defineHub<MicrophoneHubMethods>(path, {
      getDevices: () => microphones.list(),
      startRecording: withoutResult((args) =>
        microphones.startRecording(stringArgument(args, 0, 'deviceId')),
      ),
      stopRecording: () => microphones.stopRecording(),
      getPosition: () => microphones.getPosition(),
      setPosition: withoutResult((args) => microphones.setPosition(numberArgument(args, 0, 'positionMs'))),
      getLength: () => microphones.getLength(),
      setOverwriteMode: withoutResult((args) =>
        microphones.setOverwriteMode(booleanArgument(args, 0, 'overwrite')),
      ),
      setAudio: withoutResult((args) => microphones.setAudio(stringArgument(args, 0, 'base64Pcm'))),
      getChunks: (args) => microphones.getChunks(numberArgument(args, 0, 'fromMs')),
      getHash: () => microphones.getHash(),
    }),
  );
}
