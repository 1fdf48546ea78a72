/**
 * Audio that looks like speech to level meters and the low-volume rule (spec 000 section 9: level
 * 30, 30 s of silence): a 120 Hz voice with harmonics, shaped into ~4 syllables a second with short
 * pauses between phrases. "Silent" keeps the same shape at a level far under the threshold, as a
 * muted or unplugged-jack microphone does, instead of digital zero.
 */
export interface VoiceSignal {
  /** The next `count` samples (16-bit PCM values), continuing where the last call ended. */
  next(count: number, silent: boolean): Int16Array;
}

const fundamentalHz = 120;
const harmonics = [1, 0.5, 0.33, 0.2];
const syllableHz = 4;
const phraseSeconds = 3;
const pauseSeconds = 0.6;
const speakingPeak = 12000;
const silentPeak = 40;

export function createVoiceSignal(sampleRate: number): VoiceSignal {
  let sampleIndex = 0;
  return {
    next(count, silent) {
      const samples = new Int16Array(count);
      const peak = silent ? silentPeak : speakingPeak;
      for (let i = 0; i < count; i += 1) {
        const time = sampleIndex / sampleRate;
        sampleIndex += 1;
        const inPause = time % phraseSeconds > phraseSeconds - pauseSeconds;
        const syllable = 0.5 - 0.5 * Math.cos(2 * Math.PI * syllableHz * time);
        const envelope = inPause ? 0.02 : 0.15 + 0.85 * syllable;
        let wave = 0;
        for (const [index, weight] of harmonics.entries()) {
          wave += weight * Math.sin(2 * Math.PI * fundamentalHz * (index + 1) * time);
        }
        samples[i] = Math.round((peak * envelope * wave) / 2.03);
      }
      return samples;
    },
  };
}
