/**
 * Speech-like test audio: a vowel-ish tone whose pitch and loudness move, so no two chunks are
 * equal (identical chunks would hide ordering bugs) and the level/silence logic sees real levels.
 */
export function synthesizeSpeech(samples: number, { seed = 1, offset = 0 } = {}): Int16Array {
  const pcm = new Int16Array(samples);
  for (let i = 0; i < samples; i++) {
    const t = (offset + i) / 16000;
    const pitch = 140 + 30 * Math.sin(2 * Math.PI * 0.7 * t + seed);
    const envelope = 0.55 + 0.4 * Math.sin(2 * Math.PI * 3.1 * t + seed * 2);
    const value =
      envelope * (Math.sin(2 * Math.PI * pitch * t) + 0.3 * Math.sin(2 * Math.PI * pitch * 3 * t));
    pcm[i] = Math.round(value * 9000);
  }
  return pcm;
}
