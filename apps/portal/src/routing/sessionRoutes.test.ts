import { describe, expect, it } from 'vitest';
import { isPublicPath } from './paths';
import {
  homePath,
  passwordForgotUserId,
  passwordResetParams,
  pathAfterSignIn,
  pathToRemember,
} from './sessionRoutes';

describe('isPublicPath', () => {
  it.each([
    '/login',
    '/password/email',
    '/password/email/confirm',
    '/password/reset',
    '/password/reset/confirm',
    '/password/forgot',
    '/login/',
  ])('%s is public', (path) => expect(isPublicPath(path)).toBe(true));

  it.each(['/', '/in-progress', '/settings', '/password', '/loginx'])('%s needs a signed-in user', (path) =>
    expect(isPublicPath(path)).toBe(false),
  );
});

describe('pathToRemember', () => {
  it('keeps the path with its query and hash', () => {
    expect(pathToRemember('/completed/letter/4', '?x=1', '#top')).toBe('/completed/letter/4?x=1#top');
  });
  it('does not remember public pages or home', () => {
    expect(pathToRemember('/login')).toBeUndefined();
    expect(pathToRemember('/password/reset', '?code=1&userId=2')).toBeUndefined();
    expect(pathToRemember('/')).toBeUndefined();
  });
});

describe('pathAfterSignIn', () => {
  it('returns to the remembered path', () => {
    expect(pathAfterSignIn('/settings?tab=pedal')).toBe('/settings?tab=pedal');
  });
  it('goes home without one', () => {
    expect(pathAfterSignIn(null)).toBe('/');
    expect(pathAfterSignIn('')).toBe('/');
  });
  it('refuses anything that would leave the app or loop back to a public page', () => {
    expect(pathAfterSignIn('//evil.example/x')).toBe('/');
    expect(pathAfterSignIn('https://evil.example')).toBe('/');
    expect(pathAfterSignIn('/\\evil.example')).toBe('/');
    expect(pathAfterSignIn('/login?x=1')).toBe('/');
  });
});

describe('homePath', () => {
  it('sends users who may record to New letter and everyone else to the in-progress list', () => {
    expect(homePath(true)).toBe('/new-letter');
    expect(homePath(false)).toBe('/in-progress');
  });
});

describe('password route parameters', () => {
  it('reset needs both code and userId', () => {
    expect(passwordResetParams('?code=abc&userId=7')).toEqual({ code: 'abc', userId: '7' });
    expect(passwordResetParams('?code=abc')).toBeUndefined();
    expect(passwordResetParams('?userId=7')).toBeUndefined();
    expect(passwordResetParams('?code=&userId=7')).toBeUndefined();
  });
  it('forgot needs userId', () => {
    expect(passwordForgotUserId('?userId=42')).toBe('42');
    expect(passwordForgotUserId('')).toBeUndefined();
  });
});
