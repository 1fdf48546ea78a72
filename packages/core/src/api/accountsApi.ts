import { type ExpiryNotificationDays, expiryNotificationDaysSchema } from '../schemas/profile';
import type { CallOptions, HttpClient } from './httpClient';

/** Form of `POST accounts/reset-password` (spec 000 section 3). */
export interface ResetPasswordPayload {
  Password: string;
  ConfirmPassword: string;
  Code: string;
  UserId: string;
}

/** Form of `PUT accounts/self/password` (spec 000 section 3). */
export interface ChangePasswordPayload {
  OldPassword: string;
  NewPassword: string;
  ConfirmNewPassword: string;
  UserId: string;
}

/** Account calls (`api.accounts`). */
export function createAccountsApi(http: HttpClient) {
  return {
    /** Days until the password expires (null when not known). */
    expiryNotificationDays: (options?: CallOptions): Promise<ExpiryNotificationDays> =>
      http.call('accounts.expiryNotificationDays', {
        schema: expiryNotificationDaysSchema,
        options,
      }),
    /** Form-encoded reset; a failure rejects with the server text. */
    resetPassword: (payload: ResetPasswordPayload, options?: CallOptions): Promise<void> =>
      http.write('accounts.resetPassword', {
        body: { type: 'form', value: { ...payload } },
        options,
      }),
    /** Sends the reset link; 404 means 'Username not registered' (see `forgotPasswordMessage`). */
    forgotPassword: (username: string, options?: CallOptions): Promise<void> =>
      http.write('accounts.forgotPassword', {
        query: { username },
        options,
      }),
    /**
     * Form-encoded change. The settings screen sends `shouldLogout=false` (spec 001); the
     * expired-password flow (spec 000) sends no flag.
     */
    changePassword: (
      payload: ChangePasswordPayload,
      shouldLogout?: boolean,
      options?: CallOptions,
    ): Promise<void> =>
      http.write('accounts.changePassword', {
        query: { shouldLogout },
        body: { type: 'form', value: { ...payload } },
        options,
      }),
  };
}

export type AccountsApi = ReturnType<typeof createAccountsApi>;
