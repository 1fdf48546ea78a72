import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { checkConfirmation, checkNewPassword } from './passwordRules';

const required = 'Please input your new password';

describe('checkNewPassword (spec 000 section 5, 001 section 5)', () => {
  it('requires a value', () => expect(checkNewPassword('', required)).toBe(required));
  it('needs a digit', () => expect(checkNewPassword('abcdefg', required)).toBe(messages.passwordNeedsNumber));
  it('needs a lower-case letter', () =>
    expect(checkNewPassword('ABCDEF1', required)).toBe(messages.passwordNeedsLowerCase));
  it('needs 6 to 15 characters', () => {
    expect(checkNewPassword('abc12', required)).toBe(messages.passwordLength);
    expect(checkNewPassword('abcdefghij123456', required)).toBe(messages.passwordLength);
  });
  it('accepts the edges of the length range', () => {
    expect(checkNewPassword('abcde1', required)).toBe(true);
    expect(checkNewPassword('abcdefghijklm12', required)).toBe(true);
  });
  it('reports the rules in the spec order', () => {
    // No digit, no lower case, too short: the digit rule comes first.
    expect(checkNewPassword('AB', required)).toBe(messages.passwordNeedsNumber);
  });
  it('words the messages exactly as the spec', () => {
    expect(messages.passwordNeedsNumber).toBe('* Password should contain at least one number');
    expect(messages.passwordNeedsLowerCase).toBe(
      '* Password should contain at least one lower case character',
    );
    expect(messages.passwordLength).toBe('* Password length should be between 6 and 15 characters');
    expect(messages.passwordsInconsistent).toBe('Two passwords that you enter are inconsistent!');
  });
});

describe('checkConfirmation', () => {
  it('requires a value', () =>
    expect(checkConfirmation('', 'abcde1', messages.confirmPasswordRequired)).toBe(
      'Please confirm your password',
    ));
  it('must equal the password', () =>
    expect(checkConfirmation('abcde2', 'abcde1', messages.confirmPasswordRequired)).toBe(
      'Two passwords that you enter are inconsistent!',
    ));
  it('accepts an equal value', () => expect(checkConfirmation('abcde1', 'abcde1', 'x')).toBe(true));
});
