import { afterEach, describe, expect, it } from 'vitest';
import { recorderMessages } from '../messages';
import { CaptureStartError } from './captureEngine';
import { createBrowserMicrophoneEngine } from './createBrowserMicrophoneEngine';

/** Media devices whose getUserMedia refuses with `errorName`, as browsers do. */
function refusingDevices(errorName: string): MediaDevices {
  return {
    enumerateDevices: async () => [],
    getUserMedia: () => Promise.reject(new DOMException('refused', errorName)),
    addEventListener: () => {},
    removeEventListener: () => {},
  } as unknown as MediaDevices;
}

async function startFailure(errorName: string): Promise<unknown> {
  const engine = createBrowserMicrophoneEngine({ mediaDevices: refusingDevices(errorName) });
  return engine.start('mic', { frames: () => {}, ended: () => {} }).then(
    () => undefined,
    (error: unknown) => error,
  );
}

const policyDocument = document as Document & { featurePolicy?: { allowsFeature(feature: string): boolean } };

describe('createBrowserMicrophoneEngine start refusals', () => {
  afterEach(() => {
    delete policyDocument.featurePolicy;
  });

  it.each([
    ['NotAllowedError', recorderMessages.microphoneNotAllowed, recorderMessages.microphoneNotAllowedHelp],
    ['SecurityError', recorderMessages.microphoneNotAllowed, recorderMessages.microphoneNotAllowedHelp],
    ['NotFoundError', recorderMessages.noMicrophoneDetected, recorderMessages.noMicrophoneChecklist],
    ['OverconstrainedError', recorderMessages.noMicrophoneDetected, recorderMessages.noMicrophoneChecklist],
    ['NotReadableError', recorderMessages.microphoneError, recorderMessages.microphoneInUseHelp],
  ])('%s says what happened and what to do', async (errorName, message, description) => {
    const error = await startFailure(errorName);
    expect(error).toBeInstanceOf(CaptureStartError);
    expect(error).toMatchObject({ message, description });
  });

  it('tells an embedding page that does not allow the microphone apart from a refusal', async () => {
    policyDocument.featurePolicy = { allowsFeature: (feature) => feature !== 'microphone' };
    expect(await startFailure('NotAllowedError')).toMatchObject({
      message: recorderMessages.microphoneBlockedByPage,
      description: recorderMessages.microphoneBlockedByPageHelp,
    });
  });

  it('passes other failures on as they are', async () => {
    const error = await startFailure('TypeError');
    expect(error).not.toBeInstanceOf(CaptureStartError);
    expect(error).toMatchObject({ name: 'TypeError' });
  });
});
