import {
  type AccountStorage,
  createLogger,
  type ExternalPatient,
  failureNotice,
  type LetterMetadata,
  type RecordingSettings,
  startStopSoundEnabled,
} from '@dictation/core';
import {
  useAccountStorage,
  useApi,
  useNotify,
  useRecordingSettings,
  useUserProfile,
} from '@dictation/core/react';
import { defaultFootPedalSettings, type FootPedalSettings, PedalStatusIndicator } from '@dictation/pedal';
import { Spinner } from '@dictation/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createCoreRecorderTransport } from '../createCoreRecorderTransport';
import { createIndexedDbJournalStorage } from '../journal/indexedDbJournalStorage';
import { newLetterMessages as messages, recorderLabels } from '../messages';
import { RecorderPanel } from '../RecorderPanel';
import type { Recorder, RecordingState } from '../session/createRecorder';
import { ExternalPatientDialog } from './ExternalPatientDialog';
import { type LetterActionDialog, LetterActions } from './LetterActions';
import { LetterChoiceFields } from './LetterChoiceFields';
import { withUnsavedFields } from './letterFieldSaver';
import * as styles from './newLetter.css';
import { PatientDetails } from './PatientDetails';
import { useDuplicateRecordingPage } from './useDuplicateRecordingPage';
import { useExternalPatient } from './useExternalPatient';
import { useLetterActions } from './useLetterActions';
import { type GivenLetterContext, useLetterChoice } from './useLetterChoice';
import { useLetterCreation } from './useLetterCreation';
import { useLetterFieldSaver } from './useLetterFieldSaver';
import { type OpenLetter, useOpenLetter } from './useOpenLetter';
import { usePedalSubscription } from './usePedalSubscription';

/** What a host hears from the recorder (the DOM events of `<dictation-recorder>`). */
export interface RecordLetterEvents {
  /** The first record press created the job, whose audio goes to `audioKey`. */
  onLetterCreated?: (letter: LetterMetadata, audioKey: string) => void;
  /** The recorder started, stopped, ... (`idle`, `starting`, `recording`, `stopping`). */
  onRecordingState?: (state: RecordingState, letterId: number | undefined) => void;
  /** Every recorded part reached the server. */
  onUploadSynced?: (letterId: number | undefined) => void;
  /** The job was completed and went on in the workflow. */
  onCompleted?: (letterId: number) => void;
  /** The job was deleted. */
  onDeleted?: (letterId: number) => void;
}

export interface RecordLetterJobProps extends RecordLetterEvents {
  open: OpenLetter;
  /** The journal is one IndexedDB database per account (recorder README). */
  accountId: number;
  storage: AccountStorage;
  recordingSettings: RecordingSettings | undefined;
  footPedalSettings: FootPedalSettings;
  /** The patient and place the host gives: used and locked. @default nothing given */
  given?: GivenLetterContext;
  /** Complete or Delete ran: the recorder starts over with the next job. */
  onNextJob: () => void;
}

/** Follows the recorder's state and upload, telling the host of each change once. */
function useRecorderEvents(events: RecordLetterEvents, letterId: number | undefined) {
  const latest = useRef({ events, letterId });
  latest.current = { events, letterId };
  const unsubscribe = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => unsubscribe.current?.(), []);
  return (recorder: Recorder | undefined) => {
    unsubscribe.current?.();
    unsubscribe.current = undefined;
    if (!recorder) return;
    let state = recorder.getSnapshot().state;
    let synced = recorder.getSnapshot().upload.state === 'synced';
    unsubscribe.current = recorder.subscribe(() => {
      const snapshot = recorder.getSnapshot();
      const { events: current, letterId: id } = latest.current;
      if (snapshot.state !== state) {
        state = snapshot.state;
        current.onRecordingState?.(state, id);
      }
      const nowSynced = snapshot.upload.state === 'synced' && snapshot.lengthMs > 0;
      if (nowSynced && !synced) current.onUploadSynced?.(id);
      synced = nowSynced;
    });
  };
}

/**
 * One job of the recording flow without a page around it: the letter's fields (the host's given
 * ones locked), the recorder, Complete/Delete, the EMIS/TPP patient and the duplicate-page alert.
 * The job is created on the first record press; after Complete or Delete `onNextJob` starts over.
 */
export function RecordLetterJob({
  open,
  accountId,
  storage,
  recordingSettings,
  footPedalSettings,
  given,
  onNextJob,
  ...events
}: RecordLetterJobProps) {
  const api = useApi();
  const notify = useNotify();
  const [externalPatient, setExternalPatient] = useState<ExternalPatient | null>(
    open.letter?.externalPatient ?? null,
  );
  const [reopened] = useState(() => withUnsavedFields(open.letter, storage.get('unsavedLetterFields')));
  const letterChoice = useLetterChoice(reopened, {
    aiPostProcessing: recordingSettings?.enabledAIPostProcession === true,
    hasExternalPatient: externalPatient !== null,
    ...(given ? { given } : {}),
  });
  const { organisationItemId, problems, values, externalSystem, fastComplete, lookupFailure } = letterChoice;
  const logger = useMemo(() => createLogger({ post: (entry) => api.log.post(entry) }), [api]);
  const notifyError = (error: unknown) => {
    logger.log(error);
    notify(failureNotice(error));
  };
  const { letter, ensureCreated } = useLetterCreation({
    initialLetter: open.letter,
    audioKey: open.audioKey,
    fields: values,
    templateName:
      letterChoice.fields.template.options.find((option) => option.id === values.templateId)?.name ?? null,
    onError: notifyError,
    // Before the recorder starts: the host hears of the job before its recording state.
    onCreated: (created) => events.onLetterCreated?.(created, open.audioKey),
  });
  const fieldSaver = useLetterFieldSaver({ letter, fields: values, storage, onRefused: notifyError });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure
  useEffect(() => {
    if (lookupFailure) notifyError(lookupFailure);
  }, [lookupFailure]);
  const patient = useExternalPatient();
  const creating = useRef<Promise<boolean> | null>(null);
  const createOnFirstRecord = () => {
    creating.current ??= (async () => {
      if (letter === null && externalSystem !== null) {
        const decision = await patient.ask(externalSystem);
        if (decision.kind === 'cancel') return false;
        setExternalPatient(decision.kind === 'patient' ? decision.patient : null);
        return ensureCreated(decision.kind === 'patient' ? decision.patient : null);
      }
      return ensureCreated();
    })().finally(() => {
      creating.current = null;
    });
    return creating.current;
  };
  const recorder = useRef<Recorder | undefined>(undefined);
  const followRecorder = useRecorderEvents(events, letter?.id);
  const actions = useLetterActions({
    letter,
    values,
    recorder,
    onError: notifyError,
    fieldSaves: fieldSaver.actions,
  });
  const [recorded, setRecorded] = useState(false);
  const [dialog, setDialog] = useState<LetterActionDialog>(null);
  const duplicate = useDuplicateRecordingPage(accountId);
  const { subscribeTransport, pedalStatus } = usePedalSubscription(footPedalSettings, notify);
  const itemId = useRef(organisationItemId);
  itemId.current = organisationItemId;

  const transport = useMemo(() => createCoreRecorderTransport(api), [api]);
  const journal = useMemo(
    () => createIndexedDbJournalStorage({ databaseName: `dictation-recorder-journal:${accountId}` }),
    [accountId],
  );
  const settings = useMemo(
    () => ({
      webDefaultToOverwrite: recordingSettings?.webDefaultToOverwrite === true,
      webEnableStartStopSound: startStopSoundEnabled(recordingSettings),
    }),
    [recordingSettings],
  );
  const deviceMemory = useMemo(
    () => ({
      read: () => storage.get('recordingDevice'),
      write: (deviceId: string) => storage.set('recordingDevice', deviceId),
    }),
    [storage],
  );

  const storedLengthMs = open.letter?.audio?.audioSegment?.audioRecord?.length ?? 0;
  const canDelete = letter !== null && !actions.busy;
  const canComplete = canDelete && (recorded || storedLengthMs > 0);

  return (
    <div className={styles.flow}>
      {duplicate && <p role="alert">{messages.multipleRecordingPages}</p>}
      {open.letter && <p>{messages.currentJobAtAudioCapture}</p>}
      <LetterChoiceFields {...letterChoice} />
      <p role="status" className={styles.saveStatus}>
        {fieldSaver.state === 'waiting' ? messages.fieldsNotSavedYet : ''}
      </p>
      {externalPatient && (
        <section aria-label={messages.patient}>
          <PatientDetails patient={externalPatient} />
        </section>
      )}
      <RecorderPanel
        audioKey={open.audioKey}
        {...(open.letter?.audio?.audioSegment?.audioRecord?.id != null
          ? { audioRecordId: open.letter.audio.audioSegment.audioRecord.id }
          : {})}
        {...(letter?.createdDate ? { recordedDate: letter.createdDate } : {})}
        transport={transport}
        journal={journal}
        notify={notify}
        recordingSettings={settings}
        departmentSelected={() => itemId.current !== null}
        deviceMemory={deviceMemory}
        rewindOnStopSeconds={footPedalSettings.rewindOnStop}
        playbackSpeed={storage.get('playbackSpeed')}
        onRecorder={(created) => {
          recorder.current = created;
          followRecorder(created);
        }}
        beforeRecord={async () => {
          if (itemId.current === null) return true;
          const created = await createOnFirstRecord();
          if (created) setRecorded(true);
          return created;
        }}
        subscribeTransport={subscribeTransport}
      />
      {pedalStatus && <PedalStatusIndicator {...pedalStatus} showsDesktop={false} />}
      <LetterActions
        canComplete={canComplete}
        canDelete={canDelete}
        askBeforeComplete={!fastComplete}
        problems={problems}
        dialog={dialog}
        onDialogChange={setDialog}
        onComplete={() =>
          void actions.complete((id) => {
            events.onCompleted?.(id);
            onNextJob();
          })
        }
        onDelete={() =>
          void actions.remove((id) => {
            events.onDeleted?.(id);
            onNextJob();
          })
        }
      />
      <ExternalPatientDialog
        state={patient.state}
        onDecide={patient.decide}
        onCheckAgain={patient.checkAgain}
      />
    </div>
  );
}

export interface RecordLetterProps extends RecordLetterEvents {
  /** The patient and place the host gives: used and locked; the rest is asked for. @default nothing given */
  given?: GivenLetterContext;
  /**
   * The user's foot pedal settings. @default the pedal package's defaults (a host that reads the
   * user's settings passes them)
   */
  footPedalSettings?: FootPedalSettings;
}

/**
 * The recording flow for a host (issue 18): waits for the open job, the profile and the recording
 * settings (the recorder reads them once), reopens the user's job at Audio capture when it is for
 * the given patient, and starts over with a new job after each Complete or Delete.
 */
export function RecordLetter({ given, footPedalSettings, ...events }: RecordLetterProps) {
  const [visit, setVisit] = useState(0);
  const patientNumber = given?.patientNumber;
  const { open, failed } = useOpenLetter(
    visit,
    (letter) => !patientNumber || (letter.patientMRN ?? '') === patientNumber,
  );
  const settings = useRecordingSettings();
  const profile = useUserProfile().data;
  const storage = useAccountStorage();
  const known = (read: { data?: unknown; error?: unknown }) =>
    read.data !== undefined || read.error !== undefined;
  if (failed) return <p role="alert">{messages.somethingWentWrong}</p>;
  if (!open || !profile || !known(settings)) return <Spinner label={recorderLabels.loading} />;
  return (
    <RecordLetterJob
      key={open.audioKey}
      open={open}
      accountId={profile.accountId}
      storage={storage}
      recordingSettings={settings.data}
      footPedalSettings={footPedalSettings ?? defaultFootPedalSettings}
      {...(given ? { given } : {})}
      onNextJob={() => setVisit((count) => count + 1)}
      {...events}
    />
  );
}
