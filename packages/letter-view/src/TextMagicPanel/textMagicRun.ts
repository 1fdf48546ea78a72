import type { Spell, SpellResult } from '@dictation/core';

/** The tabs of the panel (spec 001 section 2: Menu, Transcript and result). */
export const textMagicTabs = ['menu', 'transcript', 'result'] as const;
export type TextMagicTab = (typeof textMagicTabs)[number];

/** Where applying a spell stands: what the Result tab shows. */
export type TextMagicRun =
  | { kind: 'idle' }
  | { kind: 'applying'; spell: Spell }
  | { kind: 'done'; spell: Spell; text: string }
  /** Spec 001 section 8: an empty result shows 'Text not found'. */
  | { kind: 'notFound'; spell: Spell }
  /** Spec 001 section 8: the error panel, with Back to the menu and Try again. */
  | { kind: 'failed'; spell: Spell };

export const textMagicRunStates = ['idle', 'applying', 'done', 'notFound', 'failed'] as const;

/** The run a spell's answer ends in: its text, or 'Text not found' when there is none. */
export function runOfAnswer(spell: Spell, answer: Pick<SpellResult, 'result'>): TextMagicRun {
  const text = answer.result ?? '';
  return text.trim() === '' ? { kind: 'notFound', spell } : { kind: 'done', spell, text };
}
