/**
 * The AudioWorklet side of the browser engine. Written as one self-contained function so the
 * same code can run from the module file (`captureWorklet.js`, allowed by a strict CSP) or, when
 * a bundler did not ship that file, from a Blob URL of this function's source. It references
 * nothing outside its body for that reason.
 *
 * It resamples to canonical 16 kHz 16-bit on the audio thread and posts 50 ms blocks (20 messages
 * a second): the recorder journals every block as it arrives, so a crash loses at most the block
 * being filled (issue 15: at most 100 ms). `@dictation/audio`'s polyphase resampler costs ~4 % of the main thread per
 * second of audio (tests/bench/recorder.bench.ts), over the issue's 1 % budget, and cannot be
 * imported into a Blob-loaded worklet. This one is a windowed sinc with 4 zero crossings and a
 * 64-phase table: speech-grade anti-aliasing at ~30 multiply-adds per output sample.
 */
export function defineCaptureProcessor(): void {
  interface WorkletScope {
    sampleRate: number;
    AudioWorkletProcessor: new () => { port: MessagePort };
    registerProcessor(name: string, processor: unknown): void;
  }
  const scope = globalThis as unknown as WorkletScope;
  // Outside an AudioWorklet (a server or a test runner importing the module) it defines nothing.
  if (typeof scope.registerProcessor !== 'function') return;
  const outputRate = 16000;
  const blockSamples = outputRate / 20;
  const step = scope.sampleRate / outputRate;
  const cutoff = Math.min(1, outputRate / scope.sampleRate) * 0.9;
  const halfTaps = Math.ceil(4 / cutoff);
  const taps = 2 * halfTaps;
  const phases = 64;
  // kernel[phase * taps + j]: weight of input (center - halfTaps + 1 + j) for an output at center + phase/phases.
  const kernel = new Float32Array(phases * taps);
  for (let phase = 0; phase < phases; phase++) {
    let sum = 0;
    for (let j = 0; j < taps; j++) {
      const x = phase / phases - (j - halfTaps + 1);
      const u = x / halfTaps;
      const window =
        Math.abs(u) >= 1 ? 0 : 0.42 + 0.5 * Math.cos(Math.PI * u) + 0.08 * Math.cos(2 * Math.PI * u);
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * cutoff * x) / (Math.PI * cutoff * x);
      kernel[phase * taps + j] = sinc * window;
      sum += sinc * window;
    }
    for (let j = 0; j < taps; j++) kernel[phase * taps + j] = (kernel[phase * taps + j] ?? 0) / sum;
  }

  class CaptureProcessor extends scope.AudioWorkletProcessor {
    /** Input history; `history[0]` is absolute input sample `historyStart`. */
    history = new Float32Array(8192);
    historyStart = 0;
    received = 0;
    produced = 0;
    block = new Int16Array(blockSamples);
    filled = 0;
    constructor() {
      super();
      this.port.onmessage = (event: MessageEvent) => {
        if (event.data === 'flush') {
          this.send();
          this.port.postMessage('flushed');
        }
      };
    }
    send() {
      if (this.filled === 0) return;
      const out = this.block.slice(0, this.filled);
      this.port.postMessage(out, [out.buffer]);
      this.filled = 0;
    }
    push(input: Float32Array) {
      const used = this.received - this.historyStart;
      if (used + input.length > this.history.length) {
        // Drop what no future output needs, then grow if still short.
        const keepFrom = Math.max(this.historyStart, Math.floor(this.produced * step) - halfTaps);
        const kept = this.history.subarray(keepFrom - this.historyStart, used);
        const next = new Float32Array(Math.max(this.history.length, (kept.length + input.length) * 2));
        next.set(kept);
        this.history = next;
        this.historyStart = keepFrom;
      }
      this.history.set(input, this.received - this.historyStart);
      this.received += input.length;
      for (;;) {
        const position = this.produced * step;
        const center = Math.floor(position);
        if (center + halfTaps >= this.received) break;
        const phase = Math.min(phases - 1, Math.round((position - center) * phases));
        const first = center - halfTaps + 1 - this.historyStart;
        let sum = 0;
        for (let j = 0; j < taps; j++) {
          const at = first + j;
          if (at >= 0) sum += (this.history[at] ?? 0) * (kernel[phase * taps + j] ?? 0);
        }
        const clamped = Math.max(-1, Math.min(1, sum));
        this.block[this.filled++] = Math.round(clamped < 0 ? clamped * 32768 : clamped * 32767);
        this.produced++;
        if (this.filled === blockSamples) this.send();
      }
    }
    process(inputs: Float32Array[][]) {
      const channel = inputs[0]?.[0];
      if (channel) this.push(channel);
      return true;
    }
  }
  scope.registerProcessor('dictation-capture', CaptureProcessor);
}

export const captureProcessorName = 'dictation-capture';
