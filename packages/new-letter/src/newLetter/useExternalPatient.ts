import type { ExternalPatient } from '@dictation/core';
import { useApi } from '@dictation/core/react';
import { useEffect, useRef, useState } from 'react';
import { newLetterMessages as messages } from '../messages';
import { type ExternalSystemCode, externalPatientProblem, externalSystemName } from './externalPatientRules';

const notRunning = (system: ExternalSystemCode) => messages.systemNotRunning(externalSystemName(system));

/** What the author decided about the patient of a new letter. */
export type PatientDecision =
  | { kind: 'patient'; patient: ExternalPatient }
  | { kind: 'none' }
  | { kind: 'cancel' };

/** The patient dialog: fetching, the current patient, or why there is none. */
export type PatientDialogState =
  | { system: ExternalSystemCode; step: 'loading' }
  | { system: ExternalSystemCode; step: 'patient'; patient: ExternalPatient }
  | { system: ExternalSystemCode; step: 'error'; message: string };

const codeOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Asks the external clinical system for its connection state and then the current patient before
 * a new letter is created (spec 000 sections 2, 3 and 4) and waits for the author's decision.
 */
export function useExternalPatient() {
  const api = useApi();
  const [state, setState] = useState<PatientDialogState | null>(null);
  const resolver = useRef<((decision: PatientDecision) => void) | null>(null);
  const request = useRef<AbortController | null>(null);

  const fetchPatient = (system: ExternalSystemCode) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setState({ system, step: 'loading' });
    const options = { signal: controller.signal };
    // Spec 000 section 3: the patient is fetched only when the system is connected.
    const fetching = api.emis.connectionState(options).then(async (connection) => {
      if (!connection.connected) return { system, step: 'error' as const, message: notRunning(system) };
      return { system, step: 'patient' as const, patient: await api.emis.patient(options) };
    });
    fetching
      .then((next) => {
        if (!controller.signal.aborted) setState(next);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ system, step: 'error', message: externalPatientProblem(system, codeOf(error)) });
      });
  };

  const decide = (decision: PatientDecision) => {
    request.current?.abort();
    setState(null);
    resolver.current?.(decision);
    resolver.current = null;
  };

  // Leaving the page while the dialog is open cancels the recording it was about to start.
  useEffect(
    () => () => {
      request.current?.abort();
      resolver.current?.({ kind: 'cancel' });
    },
    [],
  );

  return {
    state,
    ask: (system: ExternalSystemCode) =>
      new Promise<PatientDecision>((resolve) => {
        resolver.current = resolve;
        fetchPatient(system);
      }),
    checkAgain: () => {
      if (state) fetchPatient(state.system);
    },
    decide,
  };
}
