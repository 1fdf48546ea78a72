import type { CreateLetterPayload } from '@dictation/core';
import { createLetterPayload } from '../newLetter/newLetterRules';

/** A new letter's create payload as the recording page makes it offline, recorded at `createdDate`. */
export const draftPayload = (audioKey: string, createdDate: string): CreateLetterPayload =>
  createLetterPayload({
    author: { id: 4, fullName: 'Alice Carter' },
    audioKey,
    fields: {
      organisationItemId: 12,
      priority: null,
      labelName: null,
      patientMRN: null,
      sampleID: null,
      dictationType: 'Dictation',
      templateId: null,
    },
    templateName: null,
    externalPatient: null,
    now: new Date(createdDate),
  });
