import { PcmTimeline, timelineSha256 } from '@dictation/audio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recorderMessages } from '../messages';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import { type LoadState, loadAudioRecord } from './loadAudioRecord';

function serverWithAudio(mp3?: { isMp3Available: boolean; isMp3Failed: boolean }) {
  const server = createFakeAudioServer();
  server.audio('key').append(synthesizeSpeech(48_000));
  server.publish(7, 'key', mp3);
  return server;
}

describe('loadAudioRecord', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('decodes the base64 stream into the timeline', async () => {
    const server = serverWithAudio();
    const timeline = new PcmTimeline();
    const states: LoadState[] = [];
    await loadAudioRecord({ transport: server, audioRecordId: 7, timeline, onState: (s) => states.push(s) });
    expect(states).toEqual([{ kind: 'loading' }, { kind: 'loaded', lengthMs: 3000 }]);
    expect(await timelineSha256(timeline)).toBe(await timelineSha256(server.audio('key')));
  });

  it('says "Audio not found" for a missing record', async () => {
    const states: LoadState[] = [];
    await loadAudioRecord({
      transport: createFakeAudioServer(),
      audioRecordId: 99,
      timeline: new PcmTimeline(),
      onState: (s) => states.push(s),
    });
    expect(states.at(-1)).toEqual({ kind: 'failed', message: 'Audio not found' });
  });

  it('polls the mp3 readiness every 10 s with the conversion message, then loads', async () => {
    const server = serverWithAudio({ isMp3Available: false, isMp3Failed: false });
    const poll = vi.spyOn(server, 'isMp3Available');
    const states: LoadState[] = [];
    const done = loadAudioRecord({
      transport: server,
      audioRecordId: 7,
      timeline: new PcmTimeline(),
      useMp3: true,
      onState: (s) => states.push(s),
    });
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

  it('reports a failed conversion', async () => {
    const states: LoadState[] = [];
    await loadAudioRecord({
      transport: serverWithAudio({ isMp3Available: false, isMp3Failed: true }),
      audioRecordId: 7,
      timeline: new PcmTimeline(),
      useMp3: true,
      onState: (s) => states.push(s),
    });
    expect(states.at(-1)).toEqual({
      kind: 'failed',
      message: 'Audio conversion failed. Please try again or contact support if this persists.',
    });
  });
});
