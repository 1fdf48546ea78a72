import {
  type AccountStorage,
  accountDatabaseNames,
  type ExternalPatient,
  failureNotice,
  type LetterMetadata,
  type RecordingSettings,
  startStopSoundEnabled,
  unsavedFieldsScope,
} from '@dictation/core';
import {
  useAccountStorage,
  useApi,
  useLogFailure,
  useNotify,
  useOrganisationItems,
  useRecordingSettings,
  useSession,
  useUserProfile,
} from '@dictation/core/react';
import { type FootPedalSettings, PedalStatusIndicator } from '@dictation/pedal';
import {
  createCoreUploadAdapter,
  createIndexedDbJournalStorage,
  type Recorder,
  RecorderPanel,
  type RecordingState,
  recorderLabels,
  usePedalSubscription,
  useUserFootPedalSettings,
} from '@dictation/recorder';
import { Spinner, useScreenStartHold } from '@dictation/ui';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { newLetterMessages as messages } from '../messages';
import { useListsKeptForOffline } from '../outbox/keepListsForOffline';
import { OfflineOutbox } from '../outbox/OfflineOutbox';
import { keepDraftLength } from '../outbox/offlineDrafts';
import { createUploadGate, gatedUploadAdapter } from '../outbox/uploadGate';
import { useDraftActions } from '../outbox/useDraftActions';
import { ExternalPatientDialog } from './ExternalPatientDialog';
import { useFollowRecorder, useRecorderEvents } from './followRecorder';
import { withJobAudioAhead } from './jobAudioAhead';
import { LeaveLetterDialog } from './LeaveLetterDialog';
import { type LetterActionDialog, LetterActions } from './LetterActions';
import { LetterChoiceFields } from './LetterChoiceFields';
import { withUnsavedFields } from './letterFieldSaver';
import * as styles from './newLetter.css';
import { leavingAsks } from './newLetterRules';
import { PatientDetails } from './PatientDetails';
import { useDuplicateRecordingPage } from './useDuplicateRecordingPage';
import { useExternalPatient } from './useExternalPatient';
import { useLetterActions } from './useLetterActions';
import { type GivenLetterContext, useLetterChoice } from './useLetterChoice';
import { useLetterCreation } from './useLetterCreation';
import { useLetterFieldSaver } from './useLetterFieldSaver';
import { type OpenLetter, useOpenLetter } from './useOpenLetter';
import { useRecordingAtSignOut } from './useRecordingAtSignOut';

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

/** How a job ended, for the page to decide where to go. */
export interface JobOutcome {
  kind: 'completed' | 'deleted';
  letterId: number;
  /** Completed without the question (fast complete, spec 000 section 4). */
  fastComplete: boolean;
  /** Starts over with a fresh job in the same place. */
  startNextJob: () => void;
}

/** A navigation away from the job, held back until the user answers the leave dialog. */
export interface HeldNavigation {
  blocked: boolean;
  /** Goes where the user was going. */
  proceed: () => void;
  /** Stays with the job. */
  reset: () => void;
}

/**
 * Spec 000 section 2, 'Your new letter has not been completed': the page (which alone knows its
 * navigation) asks `asks()` before leaving and renders `dialog` for a held navigation.
 */
export interface LeaveQuestion {
  /** Whether leaving now would leave a job with audio behind. */
  asks: () => boolean;
  /** Complete, Discard or go back to the letter; then proceeds or stays. */
  dialog: (held: HeldNavigation) => ReactNode;
}

/** What a page around the flow adds: its heading, its leave guard, where a finished job goes. */
export interface RecordLetterPageProps {
  /** Above the flow in every state; gets the job's letter id once it exists. @default none */
  heading?: (letterId: number | undefined) => ReactNode;
  /** The page's guard against leaving an open job. @default none (the recorder keeps the audio) */
  leaveGuard?: (question: LeaveQuestion) => ReactNode;
  /** After Complete or Delete. @default starts the next job */
  onJobFinished?: (outcome: JobOutcome) => void;
  /**
   * Organisation items or templates failed to load: the alert is shown and logged, then this
   * (spec 000 section 8: the portal goes to the list). @default none
   */
  onLookupFailure?: () => void;
}

export interface RecordLetterJobProps extends RecordLetterEvents, RecordLetterPageProps {
  open: OpenLetter;
  /** The journal is one IndexedDB database per account (recorder README). */
  accountId: number;
  storage: AccountStorage;
  recordingSettings: RecordingSettings | undefined;
  footPedalSettings: FootPedalSettings;
  /** The patient and place the host gives: used and locked. @default nothing given */
  given?: GivenLetterContext;
  /** Starts over with a fresh job (after Complete or Delete, unless `onJobFinished` decides). */
  onNextJob: () => void;
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
  heading,
  leaveGuard,
  onJobFinished = (outcome) => outcome.startNextJob(),
  onLookupFailure,
  ...events
}: RecordLetterJobProps) {
  const api = useApi();
  const notify = useNotify();
  const [externalPatient, setExternalPatient] = useState<ExternalPatient | null>(
    open.letter?.externalPatient ?? null,
  );
  const [reopened] = useState(
    () =>
      withUnsavedFields(
        open.letter,
        open.letter ? storage.get('unsavedLetterFields', unsavedFieldsScope(open.letter.id)) : null,
      ) ??
      open.draft ??
      null,
  );
  const letterChoice = useLetterChoice(reopened, {
    aiPostProcessing: recordingSettings?.enabledAIPostProcession === true,
    hasExternalPatient: externalPatient !== null,
    ...(given ? { given } : {}),
  });
  const { organisationItemId, problems, values, externalSystem, fastComplete, lookupFailure } = letterChoice;
  // Spec 000 section 8: job creation, complete and delete failures are logged and shown in the
  // catalogue's words (not a bare 'Bad Request'), with what the server said under them. The
  // provider's notify logs error notices (docs/architecture.md, "Failures reach support").
  const notifyError = (error: unknown) => notify(failureNotice(error));
  // Upload retries and suspend failures show as the upload state, not as notices.
  const logFailure = useLogFailure();
  const [uploadGate] = useState(() => createUploadGate(!open.draft));
  const { letter, draft, ensureCreated } = useLetterCreation({
    initialLetter: open.letter,
    initialDraft: open.draft,
    audioKey: open.audioKey,
    storage,
    uploadGate,
    fields: values,
    templateName:
      letterChoice.fields.template.options.find((option) => option.id === values.templateId)?.name ?? null,
    onError: notifyError,
    // Before the recorder starts: the host hears of the job before its recording state.
    onCreated: (created) => events.onLetterCreated?.(created, open.audioKey),
  });
  const fieldSaver = useLetterFieldSaver({
    letter,
    fields: values,
    settled: letterChoice.settled,
    storage,
    onRefused: notifyError,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure
  useEffect(() => {
    if (!lookupFailure) return;
    notifyError(lookupFailure);
    onLookupFailure?.();
  }, [lookupFailure]);
  const patient = useExternalPatient();
  const creating = useRef<Promise<boolean> | null>(null);
  // Spec 000 section 4: one creation at a time, the EMIS/TPP patient asked for first.
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
  const followForHost = useRecorderEvents(events, letter?.id);
  useRecordingAtSignOut(useSession(), recorder, letter?.id, storage, logFailure);
  const actions = useLetterActions({
    letter,
    values,
    recorder,
    onError: notifyError,
    // Complete and Delete send or drop every field themselves.
    fieldSaves: fieldSaver.actions,
  });
  const [recorded, setRecorded] = useState(false);
  // A reopened job's audio may be in this computer's journal only: unknown until the recorder read it.
  const [audioKnown, setAudioKnown] = useState(open.letter === null && open.draft === undefined);
  const followForPage = useFollowRecorder((created) => {
    let lengthSeen: number | undefined;
    return () => {
      const { lengthMs, state } = created.getSnapshot();
      // A reopened draft has its audio in the journal only: it counts once recovered.
      if (lengthMs > 0) setRecorded(true);
      if (state !== 'idle' || lengthMs === lengthSeen) return;
      lengthSeen = lengthMs;
      // The outbox lists a draft with its length before it is completed (issue 35).
      keepDraftLength(storage, open.audioKey, lengthMs);
    };
  });
  const [dialog, setDialog] = useState<LetterActionDialog>(null);
  const duplicate = useDuplicateRecordingPage(accountId);
  const { subscribeTapeActions, pedalStatus } = usePedalSubscription(footPedalSettings, notify);
  const itemId = useRef(organisationItemId);
  itemId.current = organisationItemId;

  const uploadAdapter = useMemo(
    () => gatedUploadAdapter(withJobAudioAhead(createCoreUploadAdapter(api), api), uploadGate),
    [api, uploadGate],
  );
  const journal = useMemo(
    () => createIndexedDbJournalStorage({ databaseName: accountDatabaseNames(accountId).recordingJournal }),
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
  const canDelete = (letter !== null || draft) && !actions.busy;
  const hasAudio = recorded || storedLengthMs > 0;
  const canComplete = canDelete && hasAudio;
  const draftActions = useDraftActions({
    audioKey: open.audioKey,
    storage,
    recorder,
    notify,
    log: logFailure,
  });
  /** Complete (`then` instead of the page's choice: the leave dialog goes where the user was going). */
  const complete = (then?: () => void) => {
    if (draft) return void draftActions.complete().then(then ?? onNextJob);
    void actions.complete((letterId) => {
      events.onCompleted?.(letterId);
      if (then) then();
      else onJobFinished({ kind: 'completed', letterId, fastComplete, startNextJob: onNextJob });
    });
  };
  const remove = (then?: () => void) => {
    if (draft) return void draftActions.remove().then(then ?? onNextJob);
    void actions.remove((letterId) => {
      events.onDeleted?.(letterId);
      if (then) then();
      else onJobFinished({ kind: 'deleted', letterId, fastComplete, startNextJob: onNextJob });
    });
  };
  const leaveQuestion: LeaveQuestion = {
    asks: () =>
      leavingAsks({
        hasJob: letter !== null || draft,
        finished: actions.finished.current,
        hasAudio,
        audioKnown,
      }),
    dialog: (held) => (
      <LeaveLetterDialog
        isOpen={held.blocked}
        canComplete={canComplete}
        isBusy={actions.busy}
        onCancel={held.reset}
        onDiscard={() => remove(held.proceed)}
        onComplete={() => {
          // The required fields first: the dialog that lists them, and the user stays.
          if (problems.length > 0) {
            held.reset();
            setDialog('required');
          } else complete(held.proceed);
        }}
      />
    ),
  };

  return (
    <div className={styles.flow}>
      {heading?.(letter?.id)}
      {duplicate && <p role="alert">{messages.multipleRecordingPages}</p>}
      {open.letter && <p>{messages.currentJobAtAudioCapture}</p>}
      <LetterChoiceFields
        organisations={letterChoice.organisations}
        priorities={letterChoice.priorities}
        prioritiesLoading={letterChoice.prioritiesLoading}
        dictationTypes={letterChoice.dictationTypes}
        choice={letterChoice.choice}
        fields={letterChoice.fields}
        values={values}
        change={letterChoice.change}
        locked={letterChoice.locked}
      />
      {/* A draft saves no fields (its job does not exist yet): the line says why instead. */}
      <p role="status" className={styles.saveStatus}>
        {draft ? messages.offlineDraft : fieldSaver.state === 'waiting' ? messages.fieldsNotSavedYet : ''}
      </p>
      {externalPatient && (
        <section aria-label={messages.patient}>
          <PatientDetails patient={externalPatient} />
        </section>
      )}
      <RecorderPanel
        audioKey={open.audioKey}
        newRecording={open.newRecording === true}
        {...(open.letter?.audio?.audioSegment?.audioRecord?.id != null
          ? { audioRecordId: open.letter.audio.audioSegment.audioRecord.id }
          : {})}
        // The job's recorded date, as on the letter screen's player (spec 000 section 2).
        {...(letter?.createdDate ? { recordedDate: letter.createdDate } : {})}
        uploadAdapter={uploadAdapter}
        journal={journal}
        notify={notify}
        log={logFailure}
        recordingSettings={settings}
        departmentSelected={() => itemId.current !== null}
        // Issue 35: with no network the job is kept as a draft, so the recording goes on.
        recordsOffline
        deviceMemory={deviceMemory}
        rewindOnStopSeconds={footPedalSettings.rewindOnStop}
        playbackSpeed={storage.get('playbackSpeed')}
        onRecorder={(created) => {
          recorder.current = created;
          followForHost(created);
          followForPage(created);
        }}
        onLoaded={() => setAudioKnown(true)}
        beforeRecord={async () => {
          // Without a department the recorder refuses with the spec's message: create nothing.
          if (itemId.current === null) return true;
          const created = await createOnFirstRecord();
          if (created) setRecorded(true);
          return created;
        }}
        subscribeTapeActions={subscribeTapeActions}
      />
      {/* The recorder panel shows the desktop app's connection; the pedal's status is ours. */}
      {pedalStatus && <PedalStatusIndicator {...pedalStatus} showsDesktop={false} />}
      <LetterActions
        canComplete={canComplete}
        canDelete={canDelete}
        askBeforeComplete={!fastComplete}
        problems={problems}
        dialog={dialog}
        onDialogChange={setDialog}
        onComplete={() => complete()}
        onDelete={() => remove()}
      />
      <ExternalPatientDialog
        state={patient.state}
        onDecide={patient.decide}
        onCheckAgain={patient.checkAgain}
      />
      {leaveGuard?.(leaveQuestion)}
    </div>
  );
}

export interface RecordLetterProps extends RecordLetterEvents, RecordLetterPageProps {
  /** The patient and place the host gives: used and locked; the rest is asked for. @default nothing given */
  given?: GivenLetterContext;
  /**
   * Where this recorder is on the host's page, the same across reloads (an element's id): with
   * several recorders on a page, a reload reopens the open job in the one that recorded it.
   * @default the page's one recorder
   */
  place?: string;
}

/**
 * The recording flow for a page or a host (issue 18): waits for the open job, the profile, the
 * recording and foot pedal settings (the recorder reads them once), reopens the user's job at Audio capture when it is for
 * the given patient, and starts over with a new job after each Complete or Delete.
 */
export function RecordLetter({ given, place, heading, ...pageAndEvents }: RecordLetterProps) {
  const [visit, setVisit] = useState(0);
  const { open, failed } = useOpenLetter(visit, { patientNumber: given?.patientNumber, place });
  const settings = useRecordingSettings();
  const footPedalSettings = useUserFootPedalSettings();
  const profile = useUserProfile().data;
  const storage = useAccountStorage();
  useListsKeptForOffline(useOrganisationItems().data);
  const known = (read: { data?: unknown; error?: unknown }) =>
    read.data !== undefined || read.error !== undefined;
  const waiting = (status: ReactNode) => (
    <div className={styles.flow}>
      {heading?.(undefined)}
      {status}
    </div>
  );
  // Issue 35: the letters completed with no network go from here when it returns (the one not
  // completed is the page's own: it says so). Beside the job, so that it stays through the next
  // job's loading, with what it sent.
  const outbox = profile && <OfflineOutbox accountId={profile.accountId} listsUnfinished={false} />;
  const jobLoading = !open || !profile || !known(settings) || !footPedalSettings;
  // Issue 33: Record is what the page is for. While its job loads (and then while its recorder
  // reads the job's audio: RecorderPanel), the screen's deferred code waits rather than share the
  // network and the main thread with it, as it waits for a loading overlay.
  useScreenStartHold(!failed && jobLoading);
  let job: ReactNode;
  if (failed) job = waiting(<p role="alert">{messages.somethingWentWrong}</p>);
  else if (jobLoading) job = waiting(<Spinner label={recorderLabels.loading} />);
  else
    job = (
      <RecordLetterJob
        key={open.audioKey}
        open={open}
        accountId={profile.accountId}
        storage={storage}
        recordingSettings={settings.data}
        footPedalSettings={footPedalSettings}
        {...(given ? { given } : {})}
        {...(heading ? { heading } : {})}
        onNextJob={() => setVisit((count) => count + 1)}
        {...pageAndEvents}
      />
    );
  return (
    <>
      {job}
      {outbox}
    </>
  );
}
