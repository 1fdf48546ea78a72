import { authStorageKeyFor } from '@dictation/core';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { defineDictationElements } from './defineDictationElements';
import { answerSignedIn } from './testing/widgetPage';
import { servicesFor } from './widgetConnection';

// Issue 33: the reads of an element's content wait for the page's token; its refresh starts as
// the element connects, before React has rendered anything that reads.

beforeAll(() => defineDictationElements({ kitStyles: '' }));

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** A returning user of `clientId` (a client of its own: no other test has signed it in). */
function signedInBefore(clientId: string) {
  const origin = window.location.origin;
  localStorage.setItem(
    authStorageKeyFor(origin, clientId),
    JSON.stringify({ refreshToken: 'kept', tokenType: 'bearer', apiOrigin: origin }),
  );
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async (input, init) =>
      answerSignedIn(
        new URL(String(input), window.location.href),
        new Headers(init?.headers).get('Authorization'),
        { id: 1, accountId: 1, fullName: 'Dr Who', roles: [] },
      ) ?? Response.json({}),
  );
  return servicesFor({ apiBaseUrl: '', clientId, accessTokenProvider: undefined });
}

function addRecorder(clientId: string) {
  const recorder = document.createElement('dictation-recorder');
  recorder.setAttribute('client-id', clientId);
  document.body.append(recorder);
  return recorder;
}

it('asks for the token as the element connects, not once its content has rendered', () => {
  const { session } = signedInBefore('token-at-connect');
  const asked = vi.spyOn(session, 'getAccessToken');
  addRecorder('token-at-connect');
  // Synchronously: React renders (and its hooks read) only after this task.
  expect(asked).toHaveBeenCalled();
});

it('asks nothing for a signed-out page: its sign-in form needs no token', () => {
  const session = servicesFor({
    apiBaseUrl: '',
    clientId: 'signed-out',
    accessTokenProvider: undefined,
  }).session;
  const asked = vi.spyOn(session, 'getAccessToken');
  addRecorder('signed-out');
  expect(asked).not.toHaveBeenCalled();
});
