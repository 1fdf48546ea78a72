/**
 * Random edit sequences and a naive array model for the timeline's property tests, shared by the
 * jsdom and the Chromium suites so both check the same rules.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { timelineSha256 } from '../hash/sha256Hex';
import { PcmTimeline } from './PcmTimeline';

export type Edit =
  | { kind: 'append'; pcm: Int16Array }
  | { kind: 'insert'; at: number; pcm: Int16Array }
  | { kind: 'overwrite'; at: number; pcm: Int16Array };

const pcmArbitrary = fc
  .array(fc.integer({ min: -32768, max: 32767 }), { maxLength: 300 })
  .map((values) => Int16Array.from(values));

/** `at` is a fraction of the current length, so every edit lands on a valid position. */
export const editArbitrary = fc.array(
  fc.oneof(
    pcmArbitrary.map((pcm): Edit => ({ kind: 'append', pcm })),
    fc
      .tuple(fc.double({ min: 0, max: 1, noNaN: true }), pcmArbitrary)
      .map(([at, pcm]): Edit => ({ kind: 'insert', at, pcm })),
    fc
      .tuple(fc.double({ min: 0, max: 1, noNaN: true }), pcmArbitrary)
      .map(([at, pcm]): Edit => ({ kind: 'overwrite', at, pcm })),
  ),
  { maxLength: 40 },
);

function position(fraction: number, length: number): number {
  return Math.floor(fraction * length);
}

/** The model: a plain array rebuilt by splicing on every edit. */
export function applyToModel(edits: readonly Edit[]): Int16Array {
  let model: number[] = [];
  for (const edit of edits) {
    const values = Array.from(edit.pcm);
    if (edit.kind === 'append') model = model.concat(values);
    else {
      const at = position(edit.at, model.length);
      const removed = edit.kind === 'insert' ? 0 : Math.min(values.length, model.length - at);
      model.splice(at, removed, ...values);
    }
  }
  return Int16Array.from(model);
}

export function applyToTimeline(timeline: PcmTimeline, edits: readonly Edit[]): void {
  for (const edit of edits) {
    if (edit.kind === 'append') timeline.append(edit.pcm);
    else if (edit.kind === 'insert') timeline.insert(position(edit.at, timeline.lengthSamples), edit.pcm);
    else timeline.overwrite(position(edit.at, timeline.lengthSamples), edit.pcm);
  }
}

/**
 * The property both suites check: after `edits`, the timeline holds exactly the model's bytes and
 * its hash equals `referenceHex` (node:crypto or Web Crypto) of them.
 */
export async function expectTimelineMatchesModel(
  edits: readonly Edit[],
  referenceHex: (bytes: Uint8Array) => string | Promise<string>,
): Promise<void> {
  const timeline = new PcmTimeline();
  const model = applyToModel(edits);
  applyToTimeline(timeline, edits);
  const modelBytes = new Uint8Array(model.buffer);
  expect(Array.from(timeline.toBytes())).toEqual(Array.from(modelBytes));
  expect(Array.from(timeline.read(0))).toEqual(Array.from(model));
  expect(await timelineSha256(timeline)).toBe(await referenceHex(modelBytes));
}
