import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LetterChoiceFields, type LetterChoiceFieldsProps } from './LetterChoiceFields';
import { labelField, templateField } from './letterFieldRules';
import { emptyChoice, type LetterChoice } from './openingChoice';

const organisations = [{ id: 20, name: 'Community Clinic' }];
/** Each render of the fields reads the priorities' names: the reads count the renders. */
let nameReads = 0;
const priorities = [
  {
    id: 1,
    get name() {
      nameReads += 1;
      return 'Normal';
    },
    workflow: 'Standard',
  },
  { id: 2, name: 'Urgent', workflow: 'Standard' },
];
const change = () => {};

/** The props as the recording page builds them on each of its renders: new objects every time. */
const pageProps = (choice: Partial<LetterChoice>): LetterChoiceFieldsProps => {
  const chosen = { ...emptyChoice, organisationId: 20, ...choice };
  return {
    organisations,
    priorities,
    dictationTypes: [{ type: 'Dictation' }],
    choice: chosen,
    change,
    values: {
      organisationItemId: 20,
      priority: chosen.priorityId,
      labelName: null,
      patientMRN: null,
      sampleID: null,
      dictationType: 'Dictation',
      templateId: null,
    },
    fields: {
      label: labelField(undefined),
      template: templateField([]),
      sampleId: false,
      dictationType: { shown: false, enabled: false },
      mrn: false,
      mrnLabel: 'Hosp. No.',
      mrnMandatory: false,
    },
  };
};

describe('LetterChoiceFields', () => {
  it('renders again only when what it shows changes, not on each render of the page (issue 33)', () => {
    const page = (choice: Partial<LetterChoice>) => <LetterChoiceFields {...pageProps(choice)} />;
    const { rerender } = render(page({ priorityId: 1 }));
    const priority = () => screen.getByRole('button', { name: /Priority/ });
    expect(priority().textContent).toContain('Normal');
    const readsOfFirstRender = nameReads;
    expect(readsOfFirstRender).toBeGreaterThan(0);
    rerender(page({ priorityId: 1 }));
    rerender(page({ priorityId: 1 }));
    expect(nameReads).toBe(readsOfFirstRender);
    rerender(page({ priorityId: 2 }));
    expect(nameReads).toBeGreaterThan(readsOfFirstRender);
    expect(priority().textContent).toContain('Urgent');
  });
});
