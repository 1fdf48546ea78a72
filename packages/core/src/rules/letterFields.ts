import { messages } from '../messages';
import type { Label } from '../schemas/organisation';

/**
 * The letter's own fields (label, Hosp. No./NHS No., Sample ID), one rule for every screen that
 * shows them: the recording page, upload audio and the letter header (spec 000 sections 2, 3 and
 * 5). The flags come from the letter's department, or from the letter's metadata, which carries
 * the same flags.
 */
export interface LetterFieldFlags {
  showMRN?: boolean | null | undefined;
  mandatoryMRN?: boolean | null | undefined;
  showSampleID?: boolean | null | undefined;
}

/** Spec 000 section 3: the None label has id -1. */
export const noneLabelId = -1;

/** Spec 000 section 5: the department's labels, after None unless a label is mandatory. */
export function labelChoices(labels: readonly Label[], mandatory: boolean): Label[] {
  return mandatory ? [...labels] : [{ id: noneLabelId, name: messages.noneLabel }, ...labels];
}

/**
 * The choice a label field shows for a letter's label name: that label, else None where it is
 * offered, else nothing (a mandatory label is still to be picked).
 */
export function labelChoiceOf(
  choices: readonly Label[],
  labelName: string | null | undefined,
): number | null {
  const current = labelName ? choices.find((label) => label.name === labelName) : undefined;
  return current?.id ?? choices.find((label) => label.id === noneLabelId)?.id ?? null;
}

/** The label name a choice gives the letter: null for None (spec 000 section 7: no label). */
export function labelNameOfChoice(choices: readonly Label[], id: number | null): string | null {
  if (id === noneLabelId) return null;
  return choices.find((label) => label.id === id)?.name ?? null;
}

export interface HospitalNumberField {
  shown: boolean;
  /** Complete needs it: only where it is shown. */
  mandatory: boolean;
}

/**
 * Hosp. No./NHS No.: shown unless the department hides it. `showMRN` is not among spec 000's
 * metadata fields, so a server that does not send it shows the field; hidden, it is neither asked
 * for nor required.
 */
export function hospitalNumberField(flags: LetterFieldFlags | undefined): HospitalNumberField {
  const shown = flags?.showMRN !== false;
  return { shown, mandatory: shown && flags?.mandatoryMRN === true };
}

/** Spec 000 section 2: Sample ID only where the department shows it. */
export const sampleIdShown = (flags: LetterFieldFlags | undefined): boolean => flags?.showSampleID === true;
