/**
 * The external clinical system of the recording page (spec 000 sections 1, 4 and 8): which system a
 * department uses and what each failure code of `GET author/emis/patient` means to the author.
 */
import { externalClinicalSystems, type OrganisationItem } from '@dictation/core';
import { newLetterMessages as messages } from '../messages';

export type ExternalSystemCode = typeof externalClinicalSystems.emis | typeof externalClinicalSystems.tpp;

/** The department's system, or null: spec 000 section 3, "externalClinicalSystem (10 EMIS, otherwise TPP)". */
export function externalSystemOf(item: OrganisationItem | undefined): ExternalSystemCode | null {
  if (!item?.displayExternalSystem || !item.externalClinicalSystem) return null;
  return item.externalClinicalSystem === externalClinicalSystems.emis
    ? externalClinicalSystems.emis
    : externalClinicalSystems.tpp;
}

export const externalSystemName = (system: ExternalSystemCode): string =>
  system === externalClinicalSystems.emis ? 'EMIS' : 'TPP';

const within = (code: number, from: number, to: number) => code >= from && code <= to;

/** Spec 000 section 8: the message for a patient-call failure code (the 403 text, or '2009'). */
export function externalPatientProblem(system: ExternalSystemCode, codeText: string): string {
  const name = externalSystemName(system);
  const code = Number(codeText);
  if (codeText.trim() === '' || !Number.isInteger(code)) return messages.systemTechnicalError(name, codeText);
  if (code === 0) return messages.helperNotRunning;
  if (code === 2009) return messages.patientTimedOut;
  if (system === externalClinicalSystems.emis) {
    if (code === 1010) return messages.systemNotRunning(name);
    if (code === 1011) return messages.noPatientSelected(name);
    if (code === 1012) return messages.moreThanOneEmis;
    if (within(code, 2001, 2005)) return messages.systemMismatch(codeText);
  } else {
    if (code === 2001) return messages.systemNotRunning(name);
    if (code === 2004) return messages.noPatientSelected(name);
    if (within(code, 1000, 1012)) return messages.systemMismatch(codeText);
  }
  return messages.systemTechnicalError(name, codeText);
}
