/**
 * The AudioWorklet module file (`@dictation/recorder/captureWorklet`). Loaded by URL with
 * `audioWorklet.addModule`, never imported by the main thread.
 */
import { defineCaptureProcessor } from './engine/captureProcessor';

defineCaptureProcessor();
