import { formatDateTime, keptWorkRetentionDays, type UnsentWork } from '@dictation/core';

const seconds = (ms: number) => `${Math.ceil(ms / 1000)} s`;

/**
 * Ours (issue 31): the words of the sign-out question when work is unsent. Apart from auth's
 * other messages so that a page loading the dialog only when it asks (the portal) loads them with it.
 */
export const unsentWorkMessages = {
  title: 'Not everything is saved yet',
  intro: 'The server does not have all of your work yet:',
  item: (work: UnsentWork): string => {
    if (work.kind === 'offlineDraft') {
      const draft = `A letter recorded with no network at ${formatDateTime(work.recordedAt)}`;
      return work.ms === null ? draft : `${draft}: ${seconds(work.ms)} of audio`;
    }
    const job = `Job ${work.letterId}`;
    if (work.kind === 'letterText') return `${job}: letter text`;
    if (work.kind === 'letterFields') return `${job}: changes to the letter details`;
    if (work.recording) return `${job}: a recording in progress (it stops when you sign out)`;
    return `${job}: ${seconds(work.ms)} of audio`;
  },
  keepExplained: `If you sign out now, it is kept on this computer for your account only and sent when you sign in here again. It is deleted if you do not sign in on this computer within ${keptWorkRetentionDays} days.`,
  waiting: 'Saving. You will be signed out as soon as the server has everything.',
  waitUntilSaved: 'Wait until saved',
  saving: 'Saving',
  signOutAndKeep: 'Sign out and keep it on this computer',
  staySignedIn: 'Stay signed in',
} as const;
