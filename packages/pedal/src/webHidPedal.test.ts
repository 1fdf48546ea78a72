import { type ActivityKind, pageActivity } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { type PedalButton, pedalButtons } from './hubContract';
import type { PedalInput } from './pedalInput';
import {
  createLayoutLearner,
  createReportDecoder,
  findPedalModel,
  type HidDeviceLike,
  openWebHidPedal,
  type PedalLayout,
} from './webHidPedal';

const { left, center, right, top } = pedalButtons;

/** Input reports (report id excluded) as the devices send them, in hex. */
const reports = {
  infinity: {
    device: { vendorId: 0x05f3, productId: 0x00ff },
    // idle, left, left+centre, centre, idle, right, idle
    sequence: ['0000', '0100', '0300', '0200', '0000', '0400', '0000'],
  },
  philipsAcc2310: {
    device: { vendorId: 0x0911, productId: 0x1844 },
    // idle, top, idle, centre, idle
    sequence: ['00', '08', '00', '02', '00'],
  },
  philipsAcc2330: {
    device: { vendorId: 0x0911, productId: 0x091a },
    // idle, left, idle, right, idle
    sequence: ['00', '01', '00', '04', '00'],
  },
};

const view = (hex: string) =>
  new DataView(Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16)).buffer);

function decodeAll(layout: PedalLayout, sequence: string[]) {
  const inputs: [PedalInput['type'], PedalButton][] = [];
  const decode = createReportDecoder(layout, (input) => inputs.push([input.type, input.pedal]));
  for (const hex of sequence) decode(view(hex));
  return inputs;
}

describe('known pedal models', () => {
  it("every press is the user's activity, as pedal-only dictation touches nothing else (issue 31)", () => {
    const activity: ActivityKind[] = [];
    const unsubscribe = pageActivity.subscribe((kind) => activity.push(kind));
    decodeAll(findPedalModel(reports.philipsAcc2310.device)?.layout as PedalLayout, ['00', '08', '00']);
    unsubscribe();
    expect(activity).toEqual(['pedal', 'pedal']);
  });

  it('Infinity IN-USB-2: holding two pedals reports each down and up', () => {
    const layout = findPedalModel(reports.infinity.device)?.layout;
    expect(decodeAll(layout ?? {}, reports.infinity.sequence)).toEqual([
      ['down', left],
      ['down', center],
      ['up', left],
      ['click', left],
      ['up', center],
      ['click', center],
      ['down', right],
      ['up', right],
      ['click', right],
    ]);
  });

  it('Philips ACC2310/2320 reports the top pedal', () => {
    const layout = findPedalModel(reports.philipsAcc2310.device)?.layout;
    expect(decodeAll(layout ?? {}, reports.philipsAcc2310.sequence)).toEqual([
      ['down', top],
      ['up', top],
      ['click', top],
      ['down', center],
      ['up', center],
      ['click', center],
    ]);
  });

  it('Philips ACC2330 reports left and right', () => {
    const layout = findPedalModel(reports.philipsAcc2330.device)?.layout;
    expect(
      decodeAll(layout ?? {}, reports.philipsAcc2330.sequence).filter(([type]) => type === 'down'),
    ).toEqual([
      ['down', left],
      ['down', right],
    ]);
  });

  it('Olympus pedals are recognised by vendor but need the learning step', () => {
    const model = findPedalModel({ vendorId: 0x07b4, productId: 0x0218 });
    expect(model?.name).toBe('Olympus RS27/RS28/RS31');
    expect(model?.layout).toBeUndefined();
    expect(findPedalModel({ vendorId: 0x1234, productId: 1 })).toBeUndefined();
  });
});

describe('learning step', () => {
  it('records which bits change while the user presses left, centre and right in turn', () => {
    const learner = createLayoutLearner();
    // A pedal with a constant header byte and pedals in the second byte, right/left swapped.
    const sequence = ['8000', '8004', '8000', '8010', '8000', '8001', '8000'];
    const steps = sequence.map((hex) => learner.feed(view(hex)).step);
    expect(steps).toEqual(['press', 'release', 'press', 'release', 'press', 'release', 'done']);
    const state = learner.state;
    expect(state.step === 'done' && state.layout).toEqual({
      [left]: { byte: 1, mask: 0x04 },
      [center]: { byte: 1, mask: 0x10 },
      [right]: { byte: 1, mask: 0x01 },
    });
  });

  it('ignores the already learned pedal pressed again', () => {
    const learner = createLayoutLearner([left, center]);
    for (const hex of ['00', '01', '00', '01']) learner.feed(view(hex));
    expect(learner.state).toEqual({ step: 'press', pedal: center });
    learner.feed(view('00'));
    learner.feed(view('02'));
    expect(learner.state).toEqual({ step: 'release', pedal: center });
  });

  it('a learned layout decodes the same device', () => {
    const learner = createLayoutLearner();
    for (const hex of ['00', '04', '00', '10', '00', '01', '00']) learner.feed(view(hex));
    const state = learner.state;
    const layout = state.step === 'done' ? state.layout : {};
    expect(decodeAll(layout, ['00', '10', '00'])).toEqual([
      ['down', center],
      ['up', center],
      ['click', center],
    ]);
  });
});

class FakeHidDevice extends EventTarget implements HidDeviceLike {
  opened = false;
  readonly productName = 'Fake pedal';
  constructor(
    readonly vendorId: number,
    readonly productId: number,
  ) {
    super();
  }
  async open() {
    this.opened = true;
  }
  async close() {
    this.opened = false;
  }
  send(hex: string) {
    this.dispatchEvent(Object.assign(new Event('inputreport'), { data: view(hex) }));
  }
}

describe('openWebHidPedal', () => {
  it('opens the device and turns its input reports into pedal input until closed', async () => {
    const device = new FakeHidDevice(0x05f3, 0x00ff);
    const pedal = await openWebHidPedal(device);
    const inputs: PedalInput[] = [];
    pedal.subscribe((input) => inputs.push(input));
    device.send('0100');
    expect(device.opened).toBe(true);
    expect(inputs).toEqual([{ type: 'down', pedal: left, source: 'webhid' }]);
    await pedal.close();
    device.send('0000');
    expect(inputs).toHaveLength(1);
    expect(device.opened).toBe(false);
  });

  it('reads nothing from a model without a layout until one is learned', async () => {
    const device = new FakeHidDevice(0x07b4, 0x0218);
    const pedal = await openWebHidPedal(device);
    const inputs: PedalInput[] = [];
    pedal.subscribe((input) => inputs.push(input));
    device.send('02');
    expect(inputs).toEqual([]);
    pedal.layout = { [center]: { byte: 0, mask: 0x02 } };
    device.send('00');
    device.send('02');
    expect(inputs).toEqual([{ type: 'down', pedal: center, source: 'webhid' }]);
  });
});
