import {
  type AccountStorage,
  messages as coreMessages,
  noticeDurations,
  type RecordingSettings,
} from '@dictation/core';
import { useApi, useNotify } from '@dictation/core/react';
import type { TransportListener } from '@dictation/pedal';
import {
  createCoreRecorderTransport,
  createIndexedDbJournalStorage,
  RecorderPanel,
} from '@dictation/recorder';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import * as layout from '../layout/layout.css';
import { messages } from '../messages';
import { paths } from '../routing/paths';
import { LetterActions } from './LetterActions';
import { LetterChoiceFields } from './LetterChoiceFields';
import { completionProblems } from './newLetterRules';
import { useLetterChoice } from './useLetterChoice';
import { useLetterCreation } from './useLetterCreation';
import type { OpenLetter } from './useOpenLetter';

export interface NewLetterRecorderProps {
  open: OpenLetter;
  /** The journal is one IndexedDB database per account (recorder README). */
  accountId: number;
  storage: AccountStorage;
  recordingSettings: RecordingSettings | undefined;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The choices, the recorder and Complete/Delete of one job (reopened or created on first record). */
export function NewLetterRecorder({ open, accountId, storage, recordingSettings }: NewLetterRecorderProps) {
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const { organisations, priorities, choice, organisationItemId, change } = useLetterChoice(open.letter);
  const notifyError = (error: unknown) =>
    notify({ kind: 'error', message: errorText(error), durationMs: noticeDurations.long });
  const { letter, ensureCreated } = useLetterCreation({
    initialLetter: open.letter,
    audioKey: open.audioKey,
    organisationItemId,
    priorityId: choice.priorityId,
    onError: notifyError,
  });
  const [recorded, setRecorded] = useState(false);
  const [busy, setBusy] = useState(false);
  const itemId = useRef(organisationItemId);
  itemId.current = organisationItemId;
  const transportListener = useRef<TransportListener | null>(null);

  const transport = useMemo(() => createCoreRecorderTransport(api), [api]);
  const journal = useMemo(
    () => createIndexedDbJournalStorage({ databaseName: `dictation-recorder-journal:${accountId}` }),
    [accountId],
  );
  const settings = useMemo(
    () => ({
      webDefaultToOverwrite: recordingSettings?.webDefaultToOverwrite === true,
      webEnableStartStopSound: recordingSettings?.webEnableStartStopSound !== false,
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
  const problems = completionProblems({ priorityId: choice.priorityId, organisationItemId });

  // Spec 000 section 4: complete/delete stop the recording first.
  const stopRecording = () => transportListener.current?.({ action: 'record', phase: 'stop' });
  const finish = async (action: (id: number) => Promise<void>, done: (id: number) => void) => {
    if (!letter) return;
    setBusy(true);
    stopRecording();
    try {
      await action(letter.id);
      done(letter.id);
    } catch (error) {
      notifyError(error);
      setBusy(false);
    }
  };
  const complete = () =>
    finish(
      () => api.letters.complete({ ...letter!, priority: choice.priorityId, organisationItemId }),
      (id) => {
        notify({
          kind: 'success',
          message: coreMessages.letterCompleted(id),
          durationMs: noticeDurations.short,
        });
        navigate(paths.inProgress);
      },
    );
  const remove = () =>
    finish(
      (id) => api.letters.delete(id),
      (id) => {
        notify({
          kind: 'success',
          message: coreMessages.letterDeleted(id),
          durationMs: noticeDurations.short,
        });
        navigate(paths.completed);
      },
    );

  return (
    <>
      <h1 id="page-title" className={layout.title}>
        {messages.audioCapture}
        {letter ? ` · ${messages.letterTitle(letter.id)}` : ''}
      </h1>
      <LetterChoiceFields
        organisations={organisations}
        priorities={priorities}
        choice={choice}
        onChange={change}
      />
      <RecorderPanel
        audioKey={open.audioKey}
        {...(open.letter?.audio?.audioSegment?.audioRecord?.id != null
          ? { audioRecordId: open.letter.audio.audioSegment.audioRecord.id }
          : {})}
        transport={transport}
        journal={journal}
        notify={notify}
        recordingSettings={settings}
        departmentSelected={() => itemId.current !== null}
        deviceMemory={deviceMemory}
        beforeRecord={async () => {
          // Without a department the recorder refuses with the spec's message: create nothing.
          if (itemId.current === null) return true;
          const created = await ensureCreated();
          if (created) setRecorded(true);
          return created;
        }}
        subscribeTransport={(listener) => {
          transportListener.current = listener;
          return () => {
            transportListener.current = null;
          };
        }}
      />
      <LetterActions
        canAct={letter !== null && !busy && (recorded || storedLengthMs > 0)}
        problems={problems}
        onComplete={() => void complete()}
        onDelete={() => void remove()}
      />
    </>
  );
}
