import type { CaptureEngine } from './captureEngine';
import {
  type BrowserMicrophoneEngineOptions,
  createBrowserMicrophoneEngine,
} from './createBrowserMicrophoneEngine';
import { createCombinedCaptureEngine } from './createCombinedCaptureEngine';
import {
  createHelperMicrophoneEngine,
  type HelperMicrophoneEngineOptions,
} from './createHelperMicrophoneEngine';

export interface DefaultCaptureEngineOptions {
  browser?: BrowserMicrophoneEngineOptions;
  /** The desktop helper part; false leaves it out. @default ports 5100-5103 */
  helper?: HelperMicrophoneEngineOptions | false;
}

/**
 * What the recorder records from when no engine is given: the browser's microphones and, while
 * the desktop app runs, its microphones too (spec 000 section 2: one recording source select).
 * The helper part connects on first use and never holds up or fails the browser part.
 */
export function createDefaultCaptureEngine(options: DefaultCaptureEngineOptions = {}): CaptureEngine {
  const browser = createBrowserMicrophoneEngine(options.browser);
  if (options.helper === false) return browser;
  return createCombinedCaptureEngine([browser, createHelperMicrophoneEngine(options.helper)]);
}
