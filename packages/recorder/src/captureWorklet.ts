/**
 * The AudioWorklet module file (`@dictation/recorder/captureWorklet`). Loaded by URL with
 * `audioWorklet.addModule`, never imported by the main thread. Hosts with a strict CSP serve
 * `dist/captureWorklet.js` (and `dist/engine/captureProcessor.js` next to it) from their origin.
 */
import { captureProcessorName, defineCaptureProcessor } from './engine/captureProcessor';

defineCaptureProcessor();

/** The processor name this module registers. */
export const registeredProcessorName = captureProcessorName;
