import type { LetterListMode } from '@dictation/core';

/** Every route of spec 000 section 2 and spec 001 section 2, in one place. */
export const paths = {
  home: '/',
  login: '/login',
  passwordEmail: '/password/email',
  passwordEmailConfirm: '/password/email/confirm',
  passwordReset: '/password/reset',
  passwordResetConfirm: '/password/reset/confirm',
  passwordForgot: '/password/forgot',
  newLetter: '/new-letter',
  inProgress: '/in-progress',
  completed: '/completed',
  uploadAudio: '/upload-audio',
  /** Spec 001 section 2: "its route path is not shown"; ours is /settings. */
  settings: '/settings',
  /** Ours: the built-in help, for users whose organisations give no help address. */
  help: '/help',
  /** Spec 000 section 2: admin-type roles go to the Admin Panel, outside this app. */
  adminPanel: '/Admin/Home',
} as const;

/** `/in-progress/letter/12` or `/completed/letter/12`. */
export function letterPath(mode: LetterListMode, id: number): string {
  return `/${mode}/letter/${id}`;
}

/** `/in-progress` or `/completed`. */
export function listPath(mode: LetterListMode): string {
  return mode === 'completed' ? paths.completed : paths.inProgress;
}

const publicPaths: ReadonlySet<string> = new Set([
  paths.login,
  paths.passwordEmail,
  paths.passwordEmailConfirm,
  paths.passwordReset,
  paths.passwordResetConfirm,
  paths.passwordForgot,
]);

/** Public routes need no signed-in user (spec 000 section 2, "Public routes"). */
export function isPublicPath(pathname: string): boolean {
  return publicPaths.has(stripTrailingSlash(pathname));
}

function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}
