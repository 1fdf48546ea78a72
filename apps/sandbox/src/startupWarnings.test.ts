import { afterEach, expect, it, vi } from 'vitest';
import { startTestSandbox, type TestSandbox } from './testing/harness';

let sandbox: TestSandbox | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await sandbox?.dispose();
});

// A file of its own: Node says each deprecation once per module instance, and Vitest gives each
// file its own, so no other test's sandbox can have said it first.
it('starts without a deprecation or other warning in the console `npm start` prints', async () => {
  const emitWarning = vi.spyOn(process, 'emitWarning');
  sandbox = await startTestSandbox();
  await (await sandbox.call('/api/ping')).text();
  expect(emitWarning.mock.calls.map(([warning]) => String(warning))).toEqual([]);
});
