/**
 * Shared by the auth stories (not exported): a real @dictation/core client whose requests MSW
 * answers, and label matchers that ignore the required-field asterisk.
 */
import { createApiClient } from '@dictation/core';
import { createPasswordActions } from './authActions';

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

/** Matches a field's label exactly, with or without the decorative "*" of required fields. */
export function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
}
