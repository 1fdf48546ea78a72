import { recorderLabels } from '../messages';
import type { CaptureDevice, CaptureEngine, DeviceListChange } from './captureEngine';

interface Part {
  engine: CaptureEngine;
  /** Put in front of this engine's device ids; empty for the one engine whose ids stay as they are. */
  prefix: string;
  /** The last list this engine gave, with prefixed ids and labels. */
  devices: CaptureDevice[];
}

/**
 * Browser and fake ids stay as they are (a device remembered before the desktop app existed is
 * still found); other engines' ids get `<kind>:` in front, e.g. `helper:usb-microphone`.
 */
const prefixOf = (engine: CaptureEngine) =>
  engine.kind === 'browser' || engine.kind === 'fake' ? '' : `${engine.kind}:`;

const labelOf = (engine: CaptureEngine, label: string) =>
  engine.kind === 'helper' ? recorderLabels.desktopDevice(label) : label;

/**
 * One recording source list over several engines (the browser microphone and the desktop
 * helper's microphones): devices are listed together, and `start` goes to the engine the
 * device id belongs to (by its prefix).
 */
export function createCombinedCaptureEngine(engines: CaptureEngine[]): CaptureEngine {
  const parts: Part[] = engines.map((engine) => ({ engine, prefix: prefixOf(engine), devices: [] }));
  if (new Set(parts.map((part) => part.prefix)).size !== parts.length) {
    throw new Error('createCombinedCaptureEngine: at most one engine of each kind, and one browser or fake');
  }
  let active: Part | undefined;

  const merged = () => parts.flatMap((part) => part.devices);
  const remember = (part: Part, devices: CaptureDevice[]) => {
    part.devices = devices.map((device) => ({
      id: part.prefix + device.id,
      label: labelOf(part.engine, device.label),
    }));
  };
  const partOf = (deviceId: string) =>
    parts.find((part) => part.prefix !== '' && deviceId.startsWith(part.prefix)) ??
    parts.find((part) => part.prefix === '');
  const desktopPart = parts.find((part) => part.engine.desktopStatus);

  return {
    kind: 'combined',
    isSupported: () => parts.some((part) => part.engine.isSupported()),
    async listDevices(options) {
      // Issue 33: the recorder is ready when its microphones are listed. The desktop app's search
      // (its client's download, four ports) is waited for only when the device wanted is the
      // app's; otherwise its microphones join the list when it answers (watchDevices).
      const wanted = options?.wanted;
      const waitsFor = (part: Part) =>
        wanted === undefined || (wanted !== null && part.prefix !== '' && wanted.startsWith(part.prefix));
      // One source failing (or absent) never hides the others.
      const lists = await Promise.all(
        parts.map((part) => part.engine.listDevices({ waitForSearch: waitsFor(part) }).catch(() => [])),
      );
      for (const [index, part] of parts.entries()) remember(part, lists[index] ?? []);
      return merged();
    },
    watchDevices(onChange) {
      const unsubscribes = parts.map((part) =>
        part.engine.watchDevices((devices, change?: DeviceListChange) => {
          remember(part, devices);
          onChange(merged(), change);
        }),
      );
      return () => {
        for (const unsubscribe of unsubscribes) unsubscribe();
      };
    },
    async start(deviceId, listener) {
      const part = partOf(deviceId);
      if (!part) throw new Error(`No capture engine for device ${deviceId}`);
      if (active && active !== part) await active.engine.stop();
      active = part;
      await part.engine.start(deviceId.slice(part.prefix.length), listener);
    },
    flush() {
      active?.engine.flush?.();
    },
    async stop() {
      const current = active;
      active = undefined;
      await current?.engine.stop();
    },
    ...(desktopPart
      ? {
          desktopStatus: () => desktopPart.engine.desktopStatus?.() ?? 'disconnected',
          watchDesktopStatus: (onChange) => desktopPart.engine.watchDesktopStatus?.(onChange) ?? (() => {}),
        }
      : {}),
    findDesktopApp() {
      for (const part of parts) part.engine.findDesktopApp?.();
    },
    watchButtons(onPress) {
      const unsubscribes = parts.map((part) => part.engine.watchButtons?.(onPress));
      return () => {
        for (const unsubscribe of unsubscribes) unsubscribe?.();
      };
    },
    async dispose() {
      await Promise.all(parts.map((part) => part.engine.dispose?.()));
    },
  };
}
