import { updateNotesPayloadSchema } from '@dictation/core';
import { describe, expect, it } from 'vitest';
import { notesMaxLength } from './LetterNotesDialog';

describe('notes limit (spec 001 sections 5 and 9)', () => {
  it('is 200 characters, as the update-notes payload allows', () => {
    expect(notesMaxLength).toBe(200);
    expect(updateNotesPayloadSchema.safeParse({ letterId: 1, notes: 'x'.repeat(200) }).success).toBe(true);
    expect(updateNotesPayloadSchema.safeParse({ letterId: 1, notes: 'x'.repeat(201) }).success).toBe(false);
  });
});
