import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeSignIn } from './testing/storedSignIn';
import { addElement, answerSignedIn, defineElementsForTests } from './testing/widgetPage';
import { servicesFor } from './widgetConnection';

// Issue 33: the reads of an element's content wait for the page's token; its refresh starts as
// the element connects, before React has rendered anything that reads. A recorder on screen
// starts its content's reads then too.

beforeAll(defineElementsForTests);

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

/** A returning user of `clientId` (a client of its own: no other test has signed it in). */
function signedInBefore(clientId: string) {
  storeSignIn(clientId);
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

describe("a recorder's reads as it connects", () => {
  const organisations = [{ id: 1, name: 'Hospital', childrenOrgItems: [{ id: 11, name: 'Cardiology' }] }];
  // The recording flow's reads but the open job, with the lists of the only department it can
  // open with.
  const pageReads = [
    '/api/author/user-profiles/current',
    '/api/author/organization-items/all-my',
    '/api/author/deviceSettings/footPedal',
    '/api/author/recording-settings/get-current-settings',
    '/api/author/dictation-types',
    '/api/author/templates/my-templates',
    '/api/author/priorities/v2/11',
    '/api/author/templates/organisationItem/11',
  ];
  const flowReads = ['/api/author/letters/current-letter', ...pageReads];
  let asked: string[] = [];
  let releaseProfile = () => {};

  /**
   * A signed-in page of `clientId` whose profile is answered only once `releaseProfile` is called.
   * Its token is its own (its refresh names its client): what the earlier tests' elements still
   * send is not counted.
   */
  function serverHoldingTheProfile(clientId: string) {
    asked = [];
    const profileHeld = new Promise<void>((resolve) => {
      releaseProfile = resolve;
    });
    const services = signedInBefore(clientId);
    const token = `access-${clientId}`;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      const { pathname } = new URL(String(input), window.location.href);
      const body = String(init?.body);
      if (pathname === '/api/OAuth/Token')
        return body.includes(`client_id=${clientId}`) || body.includes('grant_type=password')
          ? Response.json({
              access_token: token,
              token_type: 'bearer',
              refresh_token: 'next',
              expires_in: 299,
            })
          : new Response('', { status: 400 });
      if (new Headers(init?.headers).get('Authorization') !== `Bearer ${token}`)
        return new Response('', { status: 401 });
      asked.push(pathname);
      if (pathname === '/api/author/user-profiles/current') {
        await profileHeld;
        return Response.json({ id: 1, accountId: 1, fullName: 'Dr Who', roles: [] });
      }
      if (pathname === '/api/author/organization-items/all-my') return Response.json(organisations);
      if (/dictation-types|templates|priorities/.test(pathname)) return Response.json([]);
      return Response.json({});
    });
    return services;
  }
  const times = (path: string) => asked.filter((one) => one === path).length;

  it('asks for what its content reads while the profile is on its way, and the content asks none of it again', async () => {
    serverHoldingTheProfile('reads-ahead');
    const { content } = addElement('dictation-recorder', document.body, { 'client-id': 'reads-ahead' });
    // Without them the content, which waits for the profile, would have asked for nothing yet.
    await expect.poll(() => times('/api/author/letters/current-letter')).toBe(1);
    await expect.poll(() => times('/api/author/templates/my-templates')).toBe(1);
    expect(asked.indexOf('/api/author/letters/current-letter')).toBeLessThan(
      asked.indexOf('/api/author/user-profiles/current'),
    );
    releaseProfile();
    await content.findByRole('button', { name: 'Record' });
    await expect.poll(() => times('/api/author/templates/organisationItem/11')).toBe(1);
    expect(flowReads.map(times)).toEqual(flowReads.map(() => 1));
  });

  it('hands what it read to each recorder of the page: a second one asks for none of it again', async () => {
    serverHoldingTheProfile('two-recorders');
    releaseProfile();
    const first = addElement('dictation-recorder', document.body, {
      'client-id': 'two-recorders',
      id: 'one',
    });
    const second = addElement('dictation-recorder', document.body, {
      'client-id': 'two-recorders',
      id: 'two',
    });
    await first.content.findByRole('button', { name: 'Record' });
    await second.content.findByRole('button', { name: 'Record' });
    await expect.poll(() => times('/api/author/templates/organisationItem/11')).toBe(1);
    expect(pageReads.map(times)).toEqual(pageReads.map(() => 1));
    // The open job once ahead, for the first; the second asks for its own (openLetterQueue).
    expect(times('/api/author/letters/current-letter')).toBe(2);
  });

  it("forgets what it read ahead when the user signs out: the next user's recorder asks for its own", async () => {
    const services = serverHoldingTheProfile('signs-out');
    addElement('dictation-recorder', document.body, { 'client-id': 'signs-out' });
    await expect.poll(() => times('/api/author/templates/my-templates')).toBe(1);
    // The profile is held: the content took none of it.
    services.session.logout();
    document.body.replaceChildren();
    await services.session.login('secretary', 'dictate1');
    addElement('dictation-recorder', document.body, { 'client-id': 'signs-out' });
    await expect.poll(() => times('/api/author/letters/current-letter')).toBe(2);
    await expect.poll(() => times('/api/author/templates/my-templates')).toBe(2);
    releaseProfile();
  });

  it('reads nothing ahead in a hidden panel: its content asks once it is shown', async () => {
    serverHoldingTheProfile('hidden-recorder');
    releaseProfile();
    const panel = document.createElement('section');
    panel.hidden = true;
    document.body.append(panel);
    addElement('dictation-recorder', panel, { 'client-id': 'hidden-recorder' });
    // Its sign-in gate reads the profile: reads ahead would have gone out before it.
    await expect.poll(() => times('/api/author/user-profiles/current')).toBe(1);
    expect(times('/api/author/letters/current-letter')).toBe(0);
    panel.hidden = false;
    await expect.poll(() => times('/api/author/letters/current-letter')).toBe(1);
  });
});
