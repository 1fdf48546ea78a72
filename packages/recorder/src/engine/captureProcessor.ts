/**
 * The AudioWorklet side of the browser engine. Written as one self-contained function so the
 * same code can run from the module file (`captureWorklet.js`, allowed by a strict CSP) or, when
 * a bundler did not ship that file, from a Blob URL of this function's source. It references
 * nothing outside its body for that reason.
 *
 * It only batches: 128-frame render quanta become ~100 ms Float32 blocks transferred to the main
 * thread (about 10 messages a second), where the resampler runs.
 */
export function defineCaptureProcessor(): void {
  interface WorkletScope {
    sampleRate: number;
    AudioWorkletProcessor: new () => { port: MessagePort };
    registerProcessor(name: string, processor: unknown): void;
  }
  const scope = globalThis as unknown as WorkletScope;
  const blockFrames = Math.round(scope.sampleRate / 10);

  class CaptureProcessor extends scope.AudioWorkletProcessor {
    block = new Float32Array(blockFrames);
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
    process(inputs: Float32Array[][]) {
      const channel = inputs[0]?.[0];
      if (channel) {
        for (let i = 0; i < channel.length; i++) {
          this.block[this.filled++] = channel[i] ?? 0;
          if (this.filled === blockFrames) this.send();
        }
      }
      return true;
    }
  }
  scope.registerProcessor('dictation-capture', CaptureProcessor);
}

export const captureProcessorName = 'dictation-capture';
