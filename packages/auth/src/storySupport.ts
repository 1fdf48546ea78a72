/**
 * Shared by the auth stories (not exported): a real @dictation/core client whose requests MSW
 * answers, and label matchers that ignore the required-field asterisk.
 */
import { createApiClient, createMemoryStorage, createSession } from '@dictation/core';
import { createPasswordActions, createSignIn } from './authActions';
import type { Credentials } from './authOutcomes';

/** The portal's client, same-origin; MSW intercepts its `fetch`. */
export function storyApiClient() {
  return createApiClient({
    baseUrl: '',
    clientId: 'dictation-portal',
    fetch: (input, init) => fetch(input, init),
  });
}

export function storyPasswordActions() {
  return createPasswordActions(storyApiClient());
}

/** Signs in through a real session over the story client, tokens kept in memory. */
export function storySignIn(credentials: Credentials) {
  const session = createSession({ oauth: storyApiClient().oauth, storage: createMemoryStorage() });
  return createSignIn(session)(credentials);
}

/** Matches a field's label exactly, with or without the decorative "*" of required fields. */
export function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
}
