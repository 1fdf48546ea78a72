import { type ExternalPatient, formatDate, formatNhsNumber, formatPatientName } from '@dictation/core';
import { newLetterMessages as messages } from '../messages';
import * as styles from './newLetter.css';

/** The EMIS/TPP patient: name (SURNAME, first names), date of birth and NHS number 3-3-4. */
export function PatientDetails({ patient }: { patient: ExternalPatient }) {
  return (
    <dl className={styles.patient}>
      <dt>{messages.patientName}</dt>
      <dd>{formatPatientName(patient.familyName, patient.firstNames)}</dd>
      <dt>{messages.dateOfBirth}</dt>
      <dd>{formatDate(patient.dateOfBirth)}</dd>
      <dt>{messages.nhsNumber}</dt>
      <dd>{formatNhsNumber(patient.nhsNumber)}</dd>
    </dl>
  );
}
