/**
 * The password flows on @dictation/core's client: HTTP outcomes of spec 000 section 8 turned into
 * the outcomes the forms show. The client already applies the error catalogue; this only decides
 * which outcome each failure is.
 */
import {
  type ApiClient,
  messages as coreMessages,
  isApiError,
  LoginError,
  type Session,
} from '@dictation/core';
import type {
  Credentials,
  PasswordChangePayload,
  PasswordEmailOutcome,
  PasswordResetPayload,
  PasswordUpdateOutcome,
  SignInOutcome,
} from './authOutcomes';

export interface PasswordActions {
  requestPasswordReset: (username: string) => Promise<PasswordEmailOutcome>;
  resetPassword: (payload: PasswordResetPayload) => Promise<PasswordUpdateOutcome>;
  /** The expired-password change of /password/forgot (no logout flag). */
  changeExpiredPassword: (payload: PasswordChangePayload) => Promise<PasswordUpdateOutcome>;
  /** The settings change (`shouldLogout=false`, spec 001 section 7). */
  changePassword: (payload: PasswordChangePayload) => Promise<PasswordUpdateOutcome>;
}

/** "Non-200 shows the server text": the body when there is one, else the catalogue's message. */
export function serverText(error: unknown): string {
  if (isApiError(error, 'http') && error.detail.body.trim() !== '') return error.detail.body;
  return error instanceof Error ? error.message : String(error);
}

async function update(request: () => Promise<void>): Promise<PasswordUpdateOutcome> {
  try {
    await request();
    return { outcome: 'updated' };
  } catch (error) {
    return { outcome: 'failed', message: serverText(error) };
  }
}

function changeForm(payload: PasswordChangePayload) {
  return {
    OldPassword: payload.oldPassword,
    NewPassword: payload.newPassword,
    ConfirmNewPassword: payload.confirmNewPassword,
    UserId: payload.userId,
  };
}

export function createPasswordActions(api: Pick<ApiClient, 'accounts'>): PasswordActions {
  return {
    requestPasswordReset: async (username) => {
      try {
        await api.accounts.forgotPassword(username);
        return { outcome: 'sent' };
      } catch (error) {
        return isApiError(error) && error.status === 404
          ? { outcome: 'notRegistered' }
          : { outcome: 'failed' };
      }
    },
    resetPassword: (payload) =>
      update(() =>
        api.accounts.resetPassword({
          Password: payload.password,
          ConfirmPassword: payload.confirmPassword,
          Code: payload.code,
          UserId: payload.userId,
        }),
      ),
    changeExpiredPassword: (payload) => update(() => api.accounts.changePassword(changeForm(payload))),
    changePassword: (payload) => update(() => api.accounts.changePassword(changeForm(payload), false)),
  };
}

/**
 * Sign-in on @dictation/core's session: its `LoginError` already carries the spec's message; this
 * picks the outcome the login form acts on.
 */
export function createSignIn(
  session: Pick<Session, 'login'>,
): (credentials: Credentials) => Promise<SignInOutcome> {
  return async ({ username, password }) => {
    try {
      await session.login(username, password);
      return { outcome: 'signedIn' };
    } catch (error) {
      if (!(error instanceof LoginError))
        return { outcome: 'failed', message: coreMessages.invalidCredentials };
      const { failure, message } = error;
      if (failure.reason === 'password-expired')
        return { outcome: 'passwordExpired', userId: failure.userId, message };
      if (failure.reason === 'restricted-address') {
        return { outcome: 'accessDenied', message, description: error.description ?? '' };
      }
      return { outcome: 'failed', message: error.message };
    }
  };
}
