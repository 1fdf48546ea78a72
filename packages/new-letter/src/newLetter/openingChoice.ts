import {
  type AccountStorage,
  chosenOrganisationItem,
  type LetterMetadata,
  type OrganisationItem,
  organisationChoiceOf,
  withOnlyChoices,
} from '@dictation/core';
import {
  choiceOfLetter,
  emptyChoice,
  isOpenAudioCapture,
  type LetterChoice,
  type LetterFieldSource,
} from './newLetterRules';

/** The choice the page opens with: the reopened letter's, else the remembered preselection. */
export function openingChoice(
  organisations: readonly OrganisationItem[],
  letter: LetterFieldSource | null,
  storage: Pick<AccountStorage, 'get'>,
): LetterChoice {
  if (letter) return choiceOfLetter(organisations, letter);
  const remembered = storage.get('preselection');
  const item = organisationChoiceOf(organisations, remembered?.departmentId ?? remembered?.organisationId);
  return { ...emptyChoice, ...item, labelName: item ? (remembered?.labelName ?? null) : null };
}

/**
 * Issue 33: the department whose priorities and templates the recording page reads first, from
 * the author's open job as `current-letter` answers it (reopened while at Audio capture) and the
 * account's remembered choice, so a host that starts the page's reads can start these with them
 * (the portal's start-up). Null when the page waits for the user to choose. A page given its
 * context by a host (`given`) may choose another.
 */
export function openingDepartmentOf(
  organisations: readonly OrganisationItem[],
  currentLetter: LetterMetadata | null,
  storage: Pick<AccountStorage, 'get'>,
): number | null {
  const letter = isOpenAudioCapture(currentLetter) ? currentLetter : null;
  const choice = withOnlyChoices(organisations, openingChoice(organisations, letter, storage));
  return chosenOrganisationItem(organisations, choice)?.id ?? null;
}
