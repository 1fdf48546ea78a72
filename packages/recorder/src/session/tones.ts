/** The recorder's sounds: spec 000 section 9 lists sound files for start, stop and low volume. */
export type RecorderSound = 'start' | 'stop' | 'low-volume';

/** Seconds each note lasts. */
const noteSeconds = 0.12;

/**
 * The notes of each sound, in Hz, played one after another. The low-volume sound falls over
 * three notes, so it is told apart from an ordinary stop without looking at the screen.
 */
const soundNotes: Record<RecorderSound, readonly number[]> = {
  start: [880],
  stop: [440],
  'low-volume': [660, 440, 330],
};

/**
 * Plays one of the recorder's sounds (short generated tones do the job of the spec's sound files
 * without shipping audio). Resolves when the sound has finished, so the start tone is not
 * captured by the microphone (echo cancellation is off).
 */
export async function playTone(sound: RecorderSound): Promise<void> {
  if (typeof AudioContext === 'undefined') return;
  const context = new AudioContext();
  try {
    const ended = soundNotes[sound].map((frequency, index) => {
      const startsAt = context.currentTime + index * noteSeconds;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.2, startsAt);
      gain.gain.exponentialRampToValueAtTime(0.001, startsAt + noteSeconds);
      oscillator.connect(gain).connect(context.destination);
      return new Promise<void>((resolve) => {
        oscillator.onended = () => resolve();
        oscillator.start(startsAt);
        oscillator.stop(startsAt + noteSeconds);
      });
    });
    await Promise.all(ended);
  } finally {
    await context.close();
  }
}
