import { pcmToBytes } from '@dictation/audio';
import { bytesToBase64 } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { createHelperFrameAssembler } from './helperFrameAssembler';

/** Helper audio whose sample n is n (mod 32768), so any sample out of place is visible. */
const helperAudio = Int16Array.from({ length: 16 * 1000 }, (_, n) => n % 32768);
const base64Of = (fromMs: number, toMs = 1000) =>
  bytesToBase64(pcmToBytes(helperAudio.slice(fromMs * 16, toMs * 16)));
const chunk = (sequence: number, fromMs: number, toMs: number) => ({
  sequence,
  positionMs: fromMs,
  data: base64Of(fromMs, toMs),
});

function setup(readableToMs = 1000) {
  const delivered: Int16Array[] = [];
  const reads: number[] = [];
  const errors: unknown[] = [];
  const assembler = createHelperFrameAssembler(
    (pcm) => delivered.push(pcm),
    async (fromMs) => {
      reads.push(fromMs);
      return base64Of(fromMs, readableToMs);
    },
    (error) => errors.push(error),
  );
  const all = () => Int16Array.from(delivered.flatMap((block) => [...block]));
  return { assembler, delivered, reads, errors, all };
}

describe('createHelperFrameAssembler', () => {
  it('delivers chunks in order as canonical samples', async () => {
    const { assembler, all, reads } = setup();
    assembler.push(chunk(0, 0, 100));
    assembler.push(chunk(1, 100, 200));
    await assembler.finish(200);
    expect(all()).toEqual(helperAudio.slice(0, 3200));
    expect(reads).toEqual([]);
  });

  it('cuts a repeated chunk to what is new', async () => {
    const { assembler, all } = setup();
    assembler.push(chunk(0, 0, 100));
    assembler.push(chunk(0, 0, 100));
    assembler.push(chunk(1, 50, 150));
    await assembler.finish(150);
    expect(all()).toEqual(helperAudio.slice(0, 150 * 16));
  });

  it('reads a lost chunk back from the helper before the next one', async () => {
    const { assembler, all, reads } = setup(300);
    assembler.push(chunk(0, 0, 100));
    assembler.push(chunk(2, 200, 300));
    await assembler.finish(300);
    expect(reads).toEqual([100]);
    expect(all()).toEqual(helperAudio.slice(0, 300 * 16));
  });

  it('reads the tail the helper captured after its last chunk event', async () => {
    const { assembler, all, reads } = setup(250);
    assembler.push(chunk(0, 0, 100));
    await assembler.finish(250);
    expect(reads).toEqual([100]);
    expect(all()).toEqual(helperAudio.slice(0, 250 * 16));
  });

  it('drops a torn last byte instead of failing the chunk', async () => {
    const { assembler, all, errors } = setup();
    const bytes = pcmToBytes(helperAudio.slice(0, 16));
    const torn = new Uint8Array(bytes.length + 1);
    torn.set(bytes);
    assembler.push({ sequence: 0, positionMs: 0, data: bytesToBase64(torn) });
    await assembler.finish(1);
    expect(all()).toEqual(helperAudio.slice(0, 16));
    expect(errors).toEqual([]);
  });
});
