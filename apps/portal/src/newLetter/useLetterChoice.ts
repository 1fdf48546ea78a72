import type { LetterMetadata, OrganisationItem } from '@dictation/core';
import { useAccountStorage, useOrganisationItems, usePriorities } from '@dictation/core/react';
import { useState } from 'react';
import {
  choiceOfItem,
  chosenOrganisationItemId,
  emptyChoice,
  type LetterChoice,
  validPriority,
  withSingleChoices,
} from './newLetterRules';

const noOrganisations: OrganisationItem[] = [];

/**
 * Organisation, department and priority: the reopened letter's, else the remembered preselection
 * (spec 000 section 4), with single choices made for the user.
 */
export function useLetterChoice(letter: LetterMetadata | null) {
  const storage = useAccountStorage();
  const organisations = useOrganisationItems().data ?? noOrganisations;
  const [picked, setPicked] = useState<LetterChoice | null>(null);

  const initial = (): LetterChoice => {
    if (letter) {
      const item = choiceOfItem(organisations, letter.organisationItemId);
      return { ...emptyChoice, ...item, priorityId: letter.priority ?? null };
    }
    const remembered = storage.get('preselection');
    const item = choiceOfItem(organisations, remembered?.departmentId ?? remembered?.organisationId);
    return { ...emptyChoice, ...item };
  };
  const base = withSingleChoices(organisations, picked ?? initial());
  const organisationItemId = chosenOrganisationItemId(organisations, base);
  const priorities = usePriorities(organisationItemId).data;
  const choice = { ...base, priorityId: validPriority(priorities, base.priorityId) };

  const change = (next: LetterChoice) => {
    setPicked(next);
    storage.set('preselection', {
      organisationId: next.organisationId,
      departmentId: next.departmentId,
      labelName: null,
    });
  };

  return { organisations, priorities: priorities ?? [], choice, organisationItemId, change };
}
