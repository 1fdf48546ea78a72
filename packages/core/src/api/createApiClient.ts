import { type AccountsApi, createAccountsApi } from './accountsApi';
import { type AudioApi, createAudioApi } from './audioApi';
import { createHttpClient, type HttpClientConfig } from './httpClient';
import { changesLetters, createLetterChanges, type LetterChanges } from './letterChanges';
import { createLettersApi, type LettersApi, type Sleep } from './lettersApi';
import { createLookupsApi, type LookupsApi } from './lookupsApi';
import { createMiscApis } from './miscApi';
import { createOAuthApi, type OAuthApi } from './oauthApi';
import { createSettingsApi, type SettingsApi } from './settingsApi';

/** Options of {@link createApiClient}. */
export interface ApiClientOptions extends HttpClientConfig {
  /**
   * Secret for the password grant's basic client authorization.
   * @default 'dictation-portal-secret' (wire contract: a public client)
   */
  clientSecret?: string;
  /** Wait used by the complete polling; tests inject one driven by fake timers. */
  sleep?: Sleep;
}

/** The typed client: one function per call of the spec, grouped by area. */
export interface ApiClient extends ReturnType<typeof createMiscApis> {
  oauth: OAuthApi;
  accounts: AccountsApi;
  settings: SettingsApi;
  lookups: LookupsApi;
  letters: LettersApi;
  audio: AudioApi;
  /** Letters changed through this client (or a host said so): lists refresh at once. */
  letterChanges: LetterChanges;
}

/**
 * Creates the API client. Base URL, client id and `fetch` are injected; pass the session so
 * requests carry its Bearer token, and `onUnauthorized` / `onConflict` for 401 and 409.
 *
 * @example
 * const api = createApiClient({ baseUrl: '', clientId: 'dictation-portal', fetch, session });
 * const letter = await api.letters.metadataWithLock(42);
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const letterChanges = createLetterChanges();
  const http = createHttpClient({
    ...options,
    onAnswered(name) {
      options.onAnswered?.(name);
      if (changesLetters(name)) letterChanges.announce();
    },
  });
  return {
    letterChanges,
    ...createMiscApis(http),
    oauth: createOAuthApi(http, options.clientSecret ?? 'dictation-portal-secret'),
    accounts: createAccountsApi(http),
    settings: createSettingsApi(http),
    lookups: createLookupsApi(http),
    letters: createLettersApi(http, options.sleep),
    audio: createAudioApi(http),
  };
}
