import { Button, Dialog, Spinner } from '@dictation/ui';
import { newLetterMessages as messages } from '../messages';
import { externalSystemName } from './externalPatientRules';
import { PatientDetails } from './PatientDetails';
import type { PatientDecision, PatientDialogState } from './useExternalPatient';

export interface ExternalPatientDialogProps {
  state: PatientDialogState | null;
  onDecide: (decision: PatientDecision) => void;
  onCheckAgain: () => void;
}

/**
 * Spec 000 section 2: the loader "Getting patient details from {system}", the current patient
 * (Use this patient, Check again, Recording not about a patient, Cancel) and the error modal.
 */
export function ExternalPatientDialog({ state, onDecide, onCheckAgain }: ExternalPatientDialogProps) {
  const name = state ? externalSystemName(state.system) : '';
  const cancel = (
    <Button variant="secondary" onPress={() => onDecide({ kind: 'cancel' })}>
      {messages.cancel}
    </Button>
  );
  const without = (
    <Button variant="secondary" onPress={() => onDecide({ kind: 'none' })}>
      {messages.createWithoutPatient(name)}
    </Button>
  );
  const checkAgain = (
    <Button variant="secondary" onPress={onCheckAgain}>
      {messages.checkAgain}
    </Button>
  );
  const title =
    state?.step === 'patient'
      ? messages.currentPatient(name)
      : state?.step === 'error'
        ? messages.patientError(name)
        : messages.gettingPatient(name);
  return (
    <Dialog
      title={title}
      role={state?.step === 'error' ? 'alertdialog' : 'dialog'}
      showCloseButton={false}
      isOpen={state !== null}
      onOpenChange={(open) => {
        if (!open) onDecide({ kind: 'cancel' });
      }}
      footer={
        state?.step === 'patient' ? (
          <>
            {cancel}
            <Button variant="secondary" onPress={() => onDecide({ kind: 'none' })}>
              {messages.notAboutPatient}
            </Button>
            {checkAgain}
            <Button autoFocus onPress={() => onDecide({ kind: 'patient', patient: state.patient })}>
              {messages.useThisPatient}
            </Button>
          </>
        ) : state?.step === 'error' ? (
          <>
            {cancel}
            {without}
            {checkAgain}
          </>
        ) : (
          <>
            {cancel}
            {without}
          </>
        )
      }
    >
      {state?.step === 'loading' && <Spinner label={messages.gettingPatient(name)} />}
      {state?.step === 'error' && <p>{state.message}</p>}
      {state?.step === 'patient' && <PatientDetails patient={state.patient} />}
    </Dialog>
  );
}
