import type { GivenLetterContext } from '@dictation/new-letter';
import type { ParsedAttributes } from '../attributeSchema';
import type { elementAttributes } from '../elementAttributes';

/** The host's patient and place, as attributes give them (ids parsed, blank ones dropped). */
export type RecorderAttributes = ParsedAttributes<(typeof elementAttributes)['dictation-recorder']>;

/**
 * The letter's patient number: the tenant numbers patients by Hosp. No. or by NHS No. (its DMION
 * setting, as the recording page labels the field); the other number is the fallback.
 */
export function givenContext(attributes: RecorderAttributes, hospitalNumbers: boolean): GivenLetterContext {
  const nhsNumber = attributes.nhsNumber?.replace(/\s+/g, '');
  return {
    patientNumber: hospitalNumbers
      ? (attributes.hospitalNumber ?? nhsNumber)
      : (nhsNumber ?? attributes.hospitalNumber),
    organisationId: attributes.organisationId,
    departmentId: attributes.departmentId,
    dictationType: attributes.dictationType,
    labelName: attributes.label,
  };
}
