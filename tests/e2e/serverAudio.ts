import type { APIRequestContext } from '@playwright/test';
import { type DemoUser, demoPassword } from './fixtures';

/**
 * A token of the user's own, from the password grant as the portal asks for one (the page's
 * Authorization header may be the desktop helper's pairing token once it is paired).
 */
export async function apiHeaders(request: APIRequestContext, user: DemoUser) {
  const answer = await request.post('/api/OAuth/Token', {
    headers: {
      Authorization: `Basic ${Buffer.from('dictation-portal:dictation-portal-secret').toString('base64')}`,
    },
    form: { grant_type: 'password', username: user, password: demoPassword },
  });
  const { access_token: token } = (await answer.json()) as { access_token: string };
  return { Authorization: `Bearer ${token}`, clientID: 'dictation-portal' };
}

/** The length of the audio the server holds under `audioKey`, ms (asked with the author's `headers`). */
export async function serverLengthMs(
  request: APIRequestContext,
  headers: Record<string, string>,
  audioKey: string | null,
): Promise<number> {
  const answer = await request.get(
    `/api/author/audio-records/complete-suspend-with-length?fileName=${encodeURIComponent(audioKey ?? '')}&hash=x&length=0`,
    { headers },
  );
  return ((await answer.json()) as { length: number }).length;
}
