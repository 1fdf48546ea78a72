import type { HistoryRow } from '@dictation/core';

/** The history of a letter as the sandbox records it. */
export const sampleHistory: HistoryRow[] = [
  {
    id: 1,
    authorFullName: 'Dr Ada Patel',
    startDateTime: '2026-11-22T09:05:00',
    stepName: 'Audio capture',
    isOutsource: false,
    details: 'Letter created',
    changes: null,
  },
  {
    id: 2,
    authorFullName: 'System',
    startDateTime: '2026-11-22T09:07:30',
    stepName: 'Outsource Transcription',
    isOutsource: true,
    details: 'Sent for transcription',
    changes: null,
  },
  {
    id: 3,
    authorFullName: 'Sam Secretary',
    startDateTime: '2026-11-23T14:41:00',
    stepName: 'To Review',
    isOutsource: false,
    details: 'Label updated',
    changes: 'labelName: Clinic',
  },
];
