/** `@dictation/audio` (issue 4): timeline edits, hashing and peaks on a 30-minute recording. */
import { createHash } from 'node:crypto';
import { createResampler, PcmTimeline, PeakPyramid, pcmToBytes, timelineSha256 } from '@dictation/audio';
import { defineBenches } from './bench';

const RATE = 16000;
const MINUTE = 60 * RATE;
const THIRTY_MINUTES = 30 * MINUTE;

function noise(length: number, seed: number): Int16Array {
  const out = new Int16Array(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    out[i] = (state >>> 16) - 32768;
  }
  return out;
}

/** A 30-minute timeline appended in 128-sample blocks, as the recorder's worklet delivers it. */
function thirtyMinuteTimeline(): PcmTimeline {
  const timeline = new PcmTimeline();
  const source = noise(THIRTY_MINUTES, 1);
  for (let at = 0; at < source.length; at += 128) timeline.append(source.subarray(at, at + 128));
  return timeline;
}

const oneSecond = noise(RATE, 2);

// The naive way: the recording as one array, copied on every edit.
let naive = noise(THIRTY_MINUTES, 1);
const naiveInsert = (at: number, pcm: Int16Array) => {
  const next = new Int16Array(naive.length + pcm.length);
  next.set(naive.subarray(0, at));
  next.set(pcm, at);
  next.set(naive.subarray(at), at + pcm.length);
  naive = next;
};
const naiveOverwrite = (at: number, pcm: Int16Array) => {
  const next = new Int16Array(Math.max(naive.length, at + pcm.length));
  next.set(naive);
  next.set(pcm, at);
  naive = next;
};

// The edit benches grow their timeline (every timed insert adds 1 s), so hashing gets its own
// untouched 30 minutes; peaks need their own too.
const timeline = thirtyMinuteTimeline();
const hashTimeline = thirtyMinuteTimeline();
// The portable hash is timed on 5 minutes so the bench run stays short.
const fiveMinutes = new PcmTimeline();
fiveMinutes.append(hashTimeline.read(0, 5 * MINUTE));
const peaksTimeline = thirtyMinuteTimeline();
const pyramid = new PeakPyramid(peaksTimeline);
const stereo48k = Float32Array.from(noise(48000 * 2, 3), (value) => value / 32768);

function nodeCryptoHash(): string {
  const hash = createHash('sha256');
  for (const chunk of hashTimeline.chunks()) hash.update(pcmToBytes(chunk));
  return hash.digest('hex');
}

export default defineBenches([
  {
    what: 'insert 1 s at minute 29 of 30 min',
    unit: 'per edit',
    ours: () => timeline.insert(29 * MINUTE, oneSecond),
    baseline: () => naiveInsert(29 * MINUTE, oneSecond),
    baselineName: 'copy arrays',
    target: 50,
  },
  {
    what: 'insert 1 s at minute 1 of 30 min',
    unit: 'per edit',
    ours: () => timeline.insert(1 * MINUTE, oneSecond),
    baseline: () => naiveInsert(1 * MINUTE, oneSecond),
    baselineName: 'copy arrays',
  },
  {
    what: 'overwrite 1 s at minute 29 of 30 min',
    unit: 'per edit',
    ours: () => timeline.overwrite(29 * MINUTE, oneSecond),
    baseline: () => naiveOverwrite(29 * MINUTE, oneSecond),
    baselineName: 'copy arrays',
    target: 50,
  },
  {
    what: 'SHA-256 of 30 min (57.6 MB), streamed over chunks',
    unit: 'per 30 min',
    ours: () => timelineSha256(hashTimeline),
    baseline: nodeCryptoHash,
    baselineName: 'node:crypto',
  },
  {
    // What browsers run (Web Crypto cannot stream); Node uses node:crypto as above.
    what: 'SHA-256 of 5 min, portable TypeScript SHA-256',
    unit: 'per 5 min',
    ours: () => timelineSha256(fiveMinutes, 'portable'),
    baseline: () => timelineSha256(fiveMinutes),
    baselineName: 'node:crypto',
  },
  {
    what: 'peaks update after appending 1 s to 30 min',
    unit: 'per second of audio',
    ours: () => {
      const before = peaksTimeline.lengthSamples;
      peaksTimeline.append(oneSecond);
      pyramid.update(before);
    },
    baseline: () => new PeakPyramid(peaksTimeline),
    baselineName: 'rebuild all peaks',
    target: 50,
  },
  {
    what: 'peaks update after inserting 1 s at minute 1 of 30 min',
    unit: 'per edit',
    ours: () => {
      peaksTimeline.insert(MINUTE, oneSecond);
      pyramid.inserted(MINUTE, oneSecond.length);
    },
    baseline: () => new PeakPyramid(peaksTimeline),
    baselineName: 'rebuild all peaks',
  },
  {
    what: 'resample 1 s of 48 kHz stereo Float32 to 16 kHz mono',
    unit: 'per second of audio',
    ours: () => {
      const resampler = createResampler({ inputRate: 48000, channels: 2 });
      for (let at = 0; at < stereo48k.length; at += 256) resampler.push(stereo48k.subarray(at, at + 256));
      resampler.flush();
    },
  },
]);
