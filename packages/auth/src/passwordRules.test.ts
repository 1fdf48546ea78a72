import { describe, expect, it } from 'vitest';
import {
  checkConfirmation,
  checkCurrentPassword,
  checkForgotUsername,
  checkLoginPassword,
  checkLoginUsername,
  checkNewPassword,
} from './passwordRules';

describe('checkNewPassword (spec 000 section 5, 001 section 5)', () => {
  it('words the required message by form', () => {
    expect(checkNewPassword('', 'reset')).toBe('Please input your password');
    expect(checkNewPassword('', 'change')).toBe('Please input your new password');
  });
  it('shows the first broken rule only, in the spec order', () => {
    expect(checkNewPassword('AB', 'change')).toBe('* Password should contain at least one number');
    expect(checkNewPassword('ABCDEF1', 'change')).toBe(
      '* Password should contain at least one lower case character',
    );
    expect(checkNewPassword('abc12', 'change')).toBe(
      '* Password length should be between 6 and 15 characters',
    );
    expect(checkNewPassword('abcdefghij123456', 'change')).toBe(
      '* Password length should be between 6 and 15 characters',
    );
  });
  it('accepts the edges of the length range', () => {
    expect(checkNewPassword('abcde1', 'reset')).toBe(true);
    expect(checkNewPassword('abcdefghijklm12', 'reset')).toBe(true);
  });
});

describe('checkConfirmation', () => {
  it('words the required message by form', () => {
    expect(checkConfirmation('', 'abcde1', 'reset')).toBe('Please confirm your password');
    expect(checkConfirmation('', 'abcde1', 'change')).toBe('Please confirm your new password');
  });
  it('must equal the password', () => {
    expect(checkConfirmation('abcde2', 'abcde1', 'reset')).toBe(
      'Two passwords that you enter are inconsistent!',
    );
    expect(checkConfirmation('abcde1', 'abcde1', 'reset')).toBe(true);
  });
});

describe('required fields', () => {
  it('uses the exact spec messages', () => {
    expect(checkCurrentPassword('', undefined)).toBe('Please input your current password');
    expect(checkForgotUsername(' ', undefined)).toBe('Please input your Username');
    expect(checkLoginUsername('', undefined)).toBe('Please input your username');
    expect(checkLoginPassword('', undefined)).toBe('Please input your password');
    expect(checkLoginUsername('doctor', undefined)).toBe(true);
  });
});
