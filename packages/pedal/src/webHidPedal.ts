/**
 * USB foot pedals read directly through WebHID (Chromium), without the desktop helper.
 *
 * Report layouts differ between models and firmware, so a layout is a list of (byte, bit mask)
 * per pedal: known models start with their documented layout, and the learning step
 * (`createLayoutLearner`) records which bits change while the user presses each pedal in turn.
 */
import { type PedalButton, pedalButtons } from './hubContract';
import { type PedalInputListener, type PedalInputSource, pressTracker } from './pedalInput';

/** Where one pedal's state sits in an input report (report id excluded, as WebHID gives it). */
export interface PedalBit {
  byte: number;
  mask: number;
}

/** Bits of each pedal; a pedal without an entry is not reported. */
export type PedalLayout = Partial<Record<PedalButton, PedalBit>>;

/** A USB foot pedal model we recognise. */
export interface KnownPedalModel {
  name: string;
  vendorId: number;
  /** Undefined matches every product of the vendor. */
  productId?: number;
  /** Undefined: no published layout, the learning step is required. */
  layout?: PedalLayout;
}

const bit = (mask: number): PedalBit => ({ byte: 0, mask });

/**
 * - Infinity IN-USB-2 (VEC): one bitmask byte, left 0x01, centre 0x02, right 0x04.
 * - Philips ACC2310/2320 (0x1844) and ACC2330 (0x091a): byte 0 bitmask, left (rewind) 0x01,
 *   centre (play) 0x02, right (forward) 0x04, and the top/fourth pedal 0x08; as read by Chrome
 *   Labs' dictation_support SDK.
 * - Olympus RS27/RS28/RS31: vendor 0x07b4; no published report layout (Olympus' tool usually puts
 *   them in keyboard mode), so they go through the learning step.
 */
export const knownPedalModels: readonly KnownPedalModel[] = [
  {
    name: 'Infinity IN-USB-2',
    vendorId: 0x05f3,
    productId: 0x00ff,
    layout: {
      [pedalButtons.left]: bit(0x01),
      [pedalButtons.center]: bit(0x02),
      [pedalButtons.right]: bit(0x04),
    },
  },
  ...[
    { name: 'Philips ACC2310/2320', productId: 0x1844 },
    { name: 'Philips ACC2330', productId: 0x091a },
  ].map(({ name, productId }) => ({
    name,
    vendorId: 0x0911,
    productId,
    layout: {
      [pedalButtons.left]: bit(0x01),
      [pedalButtons.center]: bit(0x02),
      [pedalButtons.right]: bit(0x04),
      [pedalButtons.top]: bit(0x08),
    },
  })),
  { name: 'Olympus RS27/RS28/RS31', vendorId: 0x07b4 },
];

/** The filters for `navigator.hid.requestDevice`. */
export const pedalDeviceFilters = knownPedalModels.map(({ vendorId, productId }) =>
  productId === undefined ? { vendorId } : { vendorId, productId },
);

/** The model of a device, if we know it. */
export function findPedalModel(device: { vendorId: number; productId: number }): KnownPedalModel | undefined {
  return knownPedalModels.find(
    (model) =>
      model.vendorId === device.vendorId &&
      (model.productId === undefined || model.productId === device.productId),
  );
}

/** The pedals held down in a report. */
export function pressedPedals(layout: PedalLayout, report: DataView): Set<PedalButton> {
  const pressed = new Set<PedalButton>();
  for (const [pedal, { byte, mask }] of Object.entries(layout)) {
    if (byte < report.byteLength && (report.getUint8(byte) & mask) !== 0)
      pressed.add(Number(pedal) as PedalButton);
  }
  return pressed;
}

/** Turns successive reports into down, up and click inputs. */
export function createReportDecoder(layout: PedalLayout, emit: PedalInputListener) {
  const tracker = pressTracker('webhid', emit);
  const all = Object.keys(layout).map(Number) as PedalButton[];
  return (report: DataView) => {
    const pressed = pressedPedals(layout, report);
    // Releases first, so switching feet between pedals in one report ends the old action first.
    for (const pedal of all) if (!pressed.has(pedal)) tracker.release(pedal);
    for (const pedal of pressed) tracker.press(pedal);
  };
}

/** Where the learning step is. */
export type LearnerState =
  | { step: 'press'; pedal: PedalButton }
  | { step: 'release'; pedal: PedalButton }
  | { step: 'done'; layout: PedalLayout };

/**
 * The "press each pedal" learning step. The first report is taken as the idle state; while the
 * user presses the asked pedal, the bits that differ from idle become that pedal's bits; after it
 * is released the next pedal is asked for. A report that sets bits already learned is ignored
 * (the user pressed the wrong pedal).
 */
export function createLayoutLearner(
  order: readonly PedalButton[] = [pedalButtons.left, pedalButtons.center, pedalButtons.right],
) {
  let idle: Uint8Array | undefined;
  let index = 0;
  let pressed = false;
  const layout: PedalLayout = {};
  const learnedMasks = (byte: number) =>
    Object.values(layout).reduce((mask, entry) => (entry.byte === byte ? mask | entry.mask : mask), 0);

  const state = (): LearnerState => {
    const pedal = order[index];
    if (pedal === undefined) return { step: 'done', layout };
    return { step: pressed ? 'release' : 'press', pedal };
  };

  return {
    get state() {
      return state();
    },
    /** Feeds one input report; returns the state after it. */
    feed(report: DataView): LearnerState {
      const bytes = new Uint8Array(report.buffer, report.byteOffset, report.byteLength);
      const pedal = order[index];
      if (!idle) {
        idle = bytes.slice();
        return state();
      }
      if (pedal === undefined) return state();
      const reference = idle;
      if (!pressed) {
        const changed = [...bytes]
          .map((value, byte) => ({ byte, mask: (value ^ (reference[byte] ?? 0)) & ~learnedMasks(byte) }))
          .find((entry) => entry.mask !== 0);
        if (!changed) return state();
        // One pedal is one bit: keep the lowest changed bit if a report changes several at once.
        layout[pedal] = { byte: changed.byte, mask: changed.mask & -changed.mask };
        pressed = true;
        return state();
      }
      const learned = layout[pedal];
      const stillDown =
        learned && (((bytes[learned.byte] ?? 0) ^ (reference[learned.byte] ?? 0)) & learned.mask) !== 0;
      if (!stillDown) {
        pressed = false;
        index += 1;
      }
      return state();
    },
  };
}

/** The part of a WebHID `HIDDevice` we use (WebHID is not in TypeScript's DOM library). */
export interface HidDeviceLike extends EventTarget {
  readonly vendorId: number;
  readonly productId: number;
  readonly productName: string;
  readonly opened: boolean;
  open(): Promise<void>;
  close(): Promise<void>;
}

/** The `inputreport` event's fields we read. */
export interface HidInputReportEventLike extends Event {
  readonly data: DataView;
}

/** The part of `navigator.hid` we use. */
export interface HidLike {
  requestDevice(options: { filters: { vendorId: number; productId?: number }[] }): Promise<HidDeviceLike[]>;
  getDevices(): Promise<HidDeviceLike[]>;
}

/** `navigator.hid`, when the browser has WebHID. */
export function browserHid(): HidLike | undefined {
  const candidate = (globalThis.navigator as (Navigator & { hid?: HidLike }) | undefined)?.hid;
  return candidate;
}

/** An opened WebHID pedal as a source of pedal input. */
export interface WebHidPedal extends PedalInputSource {
  readonly device: HidDeviceLike;
  readonly model: KnownPedalModel | undefined;
  /** The layout in use; undefined until learned for models without one. */
  layout: PedalLayout | undefined;
  /** Sends every raw report (for the learning step). Returns the unsubscribe function. */
  onReport(listener: (report: DataView) => void): () => void;
  close(): Promise<void>;
}

/** Opens a device and reads its reports with the model's (or a learned) layout. */
export async function openWebHidPedal(
  device: HidDeviceLike,
  learnedLayout?: PedalLayout,
): Promise<WebHidPedal> {
  if (!device.opened) await device.open();
  const model = findPedalModel(device);
  const inputListeners = new Set<PedalInputListener>();
  const reportListeners = new Set<(report: DataView) => void>();
  let decoder: ((report: DataView) => void) | undefined;
  let layout = learnedLayout ?? model?.layout;
  const emit: PedalInputListener = (input) => {
    for (const listener of inputListeners) listener(input);
  };
  const rebuild = () => {
    decoder = layout ? createReportDecoder(layout, emit) : undefined;
  };
  rebuild();
  const onInputReport = (event: Event) => {
    const report = (event as HidInputReportEventLike).data;
    for (const listener of reportListeners) listener(report);
    decoder?.(report);
  };
  device.addEventListener('inputreport', onInputReport);
  return {
    device,
    model,
    get layout() {
      return layout;
    },
    set layout(next) {
      layout = next;
      rebuild();
    },
    subscribe(listener) {
      inputListeners.add(listener);
      return () => inputListeners.delete(listener);
    },
    onReport(listener) {
      reportListeners.add(listener);
      return () => reportListeners.delete(listener);
    },
    async close() {
      device.removeEventListener('inputreport', onInputReport);
      await device.close();
    },
  };
}

/** Asks the user to pick a pedal (needs a user gesture) and opens it. */
export async function requestWebHidPedal(hid: HidLike): Promise<WebHidPedal | undefined> {
  const [device] = await hid.requestDevice({ filters: pedalDeviceFilters });
  return device ? openWebHidPedal(device) : undefined;
}
