import { PcmTimeline, timelineSha256 } from '@dictation/audio';
import { bytesToBase64 } from '@dictation/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recorderMessages } from '../messages';
import { createFakeAudioServer, type FakeAudioServer } from '../testing/createFakeAudioServer';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import { type LoadState, loadAudioRecord } from './loadAudioRecord';

function serverWithAudio(mp3?: { isMp3Available: boolean; isMp3Failed: boolean }) {
  const server = createFakeAudioServer();
  server.audio('key').append(synthesizeSpeech(48_000));
  server.publish(7, 'key', mp3);
  return server;
}

/** Loads the converted rendition of record 7, collecting the states it goes through. */
function loadConverted(server: FakeAudioServer, signal?: AbortSignal) {
  const states: LoadState[] = [];
  const done = loadAudioRecord({
    playbackAdapter: server,
    audioRecordId: 7,
    timeline: new PcmTimeline(),
    useMp3: true,
    onState: (s) => states.push(s),
    ...(signal ? { signal } : {}),
  });
  return { states, done };
}

describe('loadAudioRecord', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('decodes the base64 stream into the timeline', async () => {
    const server = serverWithAudio();
    const timeline = new PcmTimeline();
    const states: LoadState[] = [];
    await loadAudioRecord({
      playbackAdapter: server,
      audioRecordId: 7,
      timeline,
      onState: (s) => states.push(s),
    });
    expect(states).toEqual([{ kind: 'loading' }, { kind: 'loaded', lengthMs: 3000 }]);
    expect(await timelineSha256(timeline)).toBe(await timelineSha256(server.audio('key')));
  });

  it('says "Audio not found" for a missing record', async () => {
    const states: LoadState[] = [];
    await loadAudioRecord({
      playbackAdapter: createFakeAudioServer(),
      audioRecordId: 99,
      timeline: new PcmTimeline(),
      onState: (s) => states.push(s),
    });
    expect(states.at(-1)).toEqual({ kind: 'failed', message: 'Audio not found' });
  });

  it('polls the mp3 readiness every 10 s with the conversion message, then loads', async () => {
    const server = serverWithAudio({ isMp3Available: false, isMp3Failed: false });
    const poll = vi.spyOn(server, 'isMp3Available');
    const { states, done } = loadConverted(server);
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual({
      kind: 'converting',
      message: recorderMessages.audioConversionInProgress,
    });
    await vi.advanceTimersByTimeAsync(9999);
    expect(poll).toHaveBeenCalledTimes(1);
    server.publish(7, 'key', { isMp3Available: true, isMp3Failed: false });
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(poll).toHaveBeenCalledTimes(2);
    expect(states.at(-1)).toEqual({ kind: 'loaded', lengthMs: 3000 });
  });

  it('stops polling once aborted (the screen was left), even with an answer on its way', async () => {
    const server = serverWithAudio({ isMp3Available: false, isMp3Failed: false });
    const poll = vi.spyOn(server, 'isMp3Available');
    const abort = new AbortController();
    const { states, done } = loadConverted(server, abort.signal);
    // Aborted while the first readiness answer is still on its way.
    abort.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    await done;
    expect(poll).toHaveBeenCalledTimes(1);
    expect(states).toEqual([{ kind: 'loading' }]);

    const later = new AbortController();
    const polling = loadConverted(server, later.signal);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(3);
    later.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    await polling.done;
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('decodes a rendition that is not WAV (MP3 on the product server) with the compressed decoder', async () => {
    const mp3 = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]);
    const server = serverWithAudio();
    const playbackAdapter = { ...server, streamMp3: async () => bytesToBase64(mp3) };
    const decodeCompressed = vi.fn(async () => synthesizeSpeech(32_000));
    const timeline = new PcmTimeline();
    const states: LoadState[] = [];
    const options = {
      playbackAdapter,
      audioRecordId: 7,
      timeline,
      useMp3: true,
      onState: (s: LoadState) => states.push(s),
    };
    await loadAudioRecord({ ...options, decodeCompressed });
    expect(decodeCompressed).toHaveBeenCalledWith(mp3);
    expect(states.at(-1)).toEqual({ kind: 'loaded', lengthMs: 2000 });
  });

  it("says in the kit's words that an answer which is not audio cannot be read, and shows none of it", async () => {
    const server = serverWithAudio();
    // A proxy's sign-in page in the recording's place (not base64), a PDF's bytes (base64, not
    // audio), and a WAV header cut short.
    const answers = [
      '<!DOCTYPE html><html><body><form action="/login">Sign in to continue</form></body></html>',
      bytesToBase64(new TextEncoder().encode('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj')),
      bytesToBase64(new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt ')),
    ];
    for (const answer of answers) {
      const timeline = new PcmTimeline();
      const states: LoadState[] = [];
      await loadAudioRecord({
        playbackAdapter: { ...server, stream: async () => answer },
        audioRecordId: 7,
        timeline,
        onState: (s: LoadState) => states.push(s),
        decodeCompressed: () =>
          Promise.reject(new DOMException('Unable to decode audio data', 'EncodingError')),
      });
      expect(states.at(-1)).toEqual({ kind: 'failed', message: recorderMessages.audioUnreadable });
      expect(timeline.lengthSamples).toBe(0);
    }
  });

  it('reports a failed conversion', async () => {
    const { states, done } = loadConverted(serverWithAudio({ isMp3Available: false, isMp3Failed: true }));
    await done;
    expect(states.at(-1)).toEqual({
      kind: 'failed',
      message: 'Audio conversion failed. Please try again or contact support if this persists.',
    });
  });
});
