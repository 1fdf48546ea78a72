/**
 * Type test, checked by `npm run typecheck` (never run): the elements' TypeScript types as a
 * React 19 app and a DOM script meet them, from the attribute schemas (elementAttributes.ts).
 * Each `@ts-expect-error` below must be an error: if one stops being one, the check fails.
 *
 * TypeScript itself does not check JSX attribute names that contain a hyphen against the declared
 * ones (its rule for `data-*`), so a misspelt `hospital-numbr` compiles; the values of the declared
 * hyphenated attributes, and one-word names, are checked.
 */
import { createRef } from 'react';
import type { AttributeSchema, JsxAttributes } from './attributeSchema';
import { positiveInteger, required, text } from './attributeSchema';
import type { DictationLettersTableElement, DictationRecorderElement } from './index';

export const correct = (
  <>
    <dictation-sign-in api-base-url="https://dictation.example.nhs.uk" portal-url="/portal" client-id="epr" />
    <dictation-letters-table
      ref={createRef<DictationLettersTableElement>()}
      brand="evergreen"
      mode="completed"
      show-count
      className="letters"
    />
    <dictation-letter-view letter-id={25} />
    <dictation-letter-view letter-id="25" />
    <dictation-recorder
      id="recorder"
      hospital-number="RX0451277"
      nhs-number="943 476 5919"
      organisation-id={1}
      department-id="12"
      dictation-type="Clinic letter"
      label="Referral"
    />
  </>
);

export const misspelt = (
  <>
    {/* @ts-expect-error `mode`, misspelt */}
    <dictation-letters-table mdoe="completed" />
    {/* @ts-expect-error `label`, misspelt */}
    <dictation-recorder lable="Referral" />
    {/* @ts-expect-error not an attribute of the recorder (and `letter-id` misspelt) */}
    <dictation-recorder letterid={1} />
  </>
);

export const wrongValues = (
  <>
    {/* @ts-expect-error not one of `in-progress` | `completed` */}
    <dictation-letters-table mode="done" />
    {/* @ts-expect-error `show-count` is a boolean attribute */}
    <dictation-letters-table show-count="yes" />
    {/* @ts-expect-error `letter-id` is a number */}
    <dictation-letter-view letter-id="latest" />
    {/* @ts-expect-error not a brand */}
    <dictation-sign-in brand="nhs" />
    {/* @ts-expect-error `organisation-id` is a number */}
    <dictation-recorder organisation-id={true} />
  </>
);

// The DOM knows each element's class and its methods.
const table: DictationLettersTableElement | null = document.querySelector('dictation-letters-table');
table?.refresh();
export const recorder: DictationRecorderElement = document.createElement('dictation-recorder');
// @ts-expect-error the letters table has `refresh()`, the letter view has not
document.createElement('dictation-letter-view').refresh();

// A required attribute is required in JSX.
const withRequired = {
  'patient-id': required(text()),
  'visit-id': positiveInteger,
} satisfies AttributeSchema;
export const given: JsxAttributes<typeof withRequired> = { 'patient-id': 'P1' };
// @ts-expect-error `patient-id` is required
export const missingRequired: JsxAttributes<typeof withRequired> = { 'visit-id': 3 };
