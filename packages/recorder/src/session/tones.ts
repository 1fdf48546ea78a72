/**
 * Start and stop sounds (spec 000 section 9 lists sound files; short generated tones do the same
 * job without shipping audio). Resolves when the tone has finished, so the start tone is not
 * captured by the microphone (echo cancellation is off).
 */
export async function playTone(kind: 'start' | 'stop'): Promise<void> {
  if (typeof AudioContext === 'undefined') return;
  const context = new AudioContext();
  try {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const durationSeconds = 0.12;
    oscillator.frequency.value = kind === 'start' ? 880 : 440;
    gain.gain.setValueAtTime(0.2, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + durationSeconds);
    oscillator.connect(gain).connect(context.destination);
    await new Promise<void>((resolve) => {
      oscillator.onended = () => resolve();
      oscillator.start();
      oscillator.stop(context.currentTime + durationSeconds);
    });
  } finally {
    await context.close();
  }
}
