import {
  type AccountStorage,
  createLogger,
  type ExternalPatient,
  failureNotice,
  type RecordingSettings,
  startStopSoundEnabled,
} from '@dictation/core';
import { useApi, useNotify } from '@dictation/core/react';
import { type FootPedalSettings, PedalStatusIndicator } from '@dictation/pedal';
import {
  createCoreRecorderTransport,
  createIndexedDbJournalStorage,
  ExternalPatientDialog,
  LeaveLetterDialog,
  type LetterActionDialog,
  LetterActions,
  LetterChoiceFields,
  type OpenLetter,
  PatientDetails,
  type Recorder,
  RecorderPanel,
  newLetterStyles as styles,
  useDuplicateRecordingPage,
  useExternalPatient,
  useLetterActions,
  useLetterChoice,
  useLetterCreation,
  useLetterFieldSaver,
  usePedalSubscription,
  withUnsavedFields,
} from '@dictation/recorder';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import * as layout from '../layout/layout.css';
import { messages } from '../messages';
import { LeaveGuard } from '../navigation/LeaveGuard';
import { paths } from '../routing/paths';
import { leavingPageAsks } from './leaveRules';

export interface NewLetterRecorderProps {
  open: OpenLetter;
  /** The journal is one IndexedDB database per account (recorder README). */
  accountId: number;
  storage: AccountStorage;
  recordingSettings: RecordingSettings | undefined;
  /** The user's foot pedal settings (rewind on stop, pedal mapping). */
  footPedalSettings: FootPedalSettings;
  /** Fast complete: the page starts over with the next job instead of going to the list. */
  onNextJob: () => void;
}

/** The choices, the recorder and Complete/Delete of one job (reopened or created on first record). */
export function NewLetterRecorder({
  open,
  accountId,
  storage,
  recordingSettings,
  footPedalSettings,
  onNextJob,
}: NewLetterRecorderProps) {
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  // The EMIS/TPP patient of the job, shown above the recorder for the rest of the job.
  const [externalPatient, setExternalPatient] = useState<ExternalPatient | null>(
    open.letter?.externalPatient ?? null,
  );
  const hasExternalPatient = externalPatient !== null;
  // A reopened job shows the changes this computer kept for it and the server has not acknowledged.
  const [reopened] = useState(() => withUnsavedFields(open.letter, storage.get('unsavedLetterFields')));
  const letterChoice = useLetterChoice(reopened, {
    aiPostProcessing: recordingSettings?.enabledAIPostProcession === true,
    hasExternalPatient,
  });
  const { organisationItemId, problems, values, externalSystem, fastComplete, lookupFailure } = letterChoice;
  const logger = useMemo(() => createLogger({ post: (entry) => api.log.post(entry) }), [api]);
  // Spec 000 section 8: job creation, complete and delete failures are logged and shown in the
  // catalogue's words (not a bare 'Bad Request'), with what the server said under them.
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
  });
  const fieldSaver = useLetterFieldSaver({ letter, fields: values, storage, onRefused: notifyError });
  // Spec 000 section 8: organisation items or templates that fail to load are an alert, logged,
  // and the list, not a page of empty selects.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure
  useEffect(() => {
    if (!lookupFailure) return;
    notifyError(lookupFailure);
    navigate(paths.inProgress);
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
  const actions = useLetterActions({
    letter,
    values,
    recorder,
    onError: notifyError,
    // Complete and Delete send or drop every field themselves.
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
  const toInProgress = () => navigate(paths.inProgress);
  const toCompleted = () => navigate(paths.completed);
  const shouldBlock = (pathname: string) =>
    leavingPageAsks(pathname, {
      hasJob: letter !== null,
      finished: actions.finished.current,
      hasAudio: recorded || storedLengthMs > 0,
    });

  return (
    <>
      <h1 id="page-title" className={layout.title}>
        {messages.audioCapture}
        {letter ? ` · ${messages.letterTitle(letter.id)}` : ''}
      </h1>
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
        // The job's recorded date, as on the letter screen's player (spec 000 section 2).
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
        }}
        beforeRecord={async () => {
          // Without a department the recorder refuses with the spec's message: create nothing.
          if (itemId.current === null) return true;
          const created = await createOnFirstRecord();
          if (created) setRecorded(true);
          return created;
        }}
        subscribeTransport={subscribeTransport}
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
        onComplete={() => void actions.complete(fastComplete ? onNextJob : toInProgress)}
        onDelete={() => void actions.remove(toCompleted)}
      />
      <ExternalPatientDialog
        state={patient.state}
        onDecide={patient.decide}
        onCheckAgain={patient.checkAgain}
      />
      <LeaveGuard shouldBlock={shouldBlock}>
        {(blocker) => (
          <LeaveLetterDialog
            isOpen={blocker.blocked}
            canComplete={canComplete}
            isBusy={actions.busy}
            onCancel={blocker.reset}
            onDiscard={() => void actions.remove(blocker.proceed)}
            onComplete={() => {
              if (problems.length > 0) {
                blocker.reset();
                setDialog('required');
              } else void actions.complete(blocker.proceed);
            }}
          />
        )}
      </LeaveGuard>
    </>
  );
}
