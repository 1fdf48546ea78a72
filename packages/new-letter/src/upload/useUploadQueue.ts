import { type AudioLimits, effectiveAudioLimits } from '@dictation/audio';
import { type ImportRequest, isDuplicateImport, noticeDurations } from '@dictation/core';
import { useApi, useAudioLimits, useNotify } from '@dictation/core/react';
import { useCallback, useRef, useState } from 'react';
import { uploadMessages as messages } from '../messages';
import { type RejectedFile, readUploadFile, type UploadFile, withoutDuplicateNames } from './uploadFiles';
import { type UploadFileDetails, uploadFailureReason } from './uploadRules';

/** A row of the duplicates table: File Name, Job ID (spec 000 section 2). */
export interface DuplicateFile {
  fileName: string;
  jobId: number;
}

/** What the last pick or upload could not take, for the dialogs of spec 000 section 2. */
export type UploadReport =
  | { kind: 'rejected-before-upload'; files: RejectedFile[] }
  | { kind: 'failed-during-upload'; files: RejectedFile[] }
  | { kind: 'duplicates'; files: DuplicateFile[] };

export interface UploadProgress {
  done: number;
  total: number;
}

let nextFileId = 0;
const currentTime = () => new Date();

type FileOutcome =
  | { kind: 'uploaded' }
  | { kind: 'duplicate'; jobId: number }
  | { kind: 'failed'; reason: string };

/**
 * The files of the upload screen and their one-by-one upload (spec 000 section 4): success removes
 * a file and says so, duplicates and failures are reported after the run, failed files stay.
 */
export function useUploadQueue(options: { now?: () => Date } = {}) {
  const api = useApi();
  const notify = useNotify();
  const limitsAnswer = useAudioLimits().data;
  const now = options.now ?? currentTime;
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [reports, setReports] = useState<UploadReport[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const listed = useRef(files);
  listed.current = files;

  const limits: AudioLimits = effectiveAudioLimits(limitsAnswer);

  const addFiles = useCallback(
    async (picked: readonly File[]) => {
      const fresh = withoutDuplicateNames(picked, listed.current);
      const outcomes = await Promise.all(
        fresh.map((file) => readUploadFile(file, limits, { id: `upload-${++nextFileId}`, now })),
      );
      const accepted = outcomes.flatMap((outcome) => (outcome.kind === 'accepted' ? [outcome.file] : []));
      const rejected = outcomes.flatMap((outcome) =>
        outcome.kind === 'rejected' ? [outcome.rejection] : [],
      );
      // Reading takes a while: a file of the same name may have been listed meanwhile.
      setFiles((current) => {
        const names = new Set(current.map((file) => file.name));
        return [...current, ...accepted.filter((file) => !names.has(file.name))];
      });
      if (rejected.length > 0)
        setReports((current) => [...current, { kind: 'rejected-before-upload', files: rejected }]);
    },
    [limits, now],
  );

  const removeFile = useCallback((id: string) => {
    setFiles((current) => current.filter((file) => file.id !== id));
  }, []);

  const updateDetails = useCallback((id: string, details: UploadFileDetails) => {
    setFiles((current) => current.map((file) => (file.id === id ? { ...file, details } : file)));
  }, []);

  /** Spec 000 section 4: changing organisation resets every file's details. */
  const resetAllDetails = useCallback((details: UploadFileDetails) => {
    setFiles((current) => current.map((file) => ({ ...file, details })));
  }, []);

  const discardAll = useCallback(() => {
    setFiles([]);
    notify({ kind: 'success', message: messages.filesDeleted, durationMs: noticeDurations.short });
  }, [notify]);

  const uploadAll = useCallback(
    async (requestFor: (file: UploadFile) => ImportRequest) => {
      const uploadOne = async (file: UploadFile): Promise<FileOutcome> => {
        try {
          const answer = await api.letters.importFile(requestFor(file), file.file, file.name);
          if (isDuplicateImport(answer)) return { kind: 'duplicate', jobId: answer.letterId ?? 0 };
          if (answer.letterId == null) return { kind: 'failed', reason: messages.failedToCreateJob };
          return { kind: 'uploaded' };
        } catch (error) {
          return { kind: 'failed', reason: uploadFailureReason(error) };
        }
      };
      const queue = listed.current;
      const failed: RejectedFile[] = [];
      const duplicates: DuplicateFile[] = [];
      setProgress({ done: 0, total: queue.length });
      for (const [index, file] of queue.entries()) {
        const outcome = await uploadOne(file);
        if (outcome.kind === 'failed')
          failed.push({ date: now(), fileName: file.name, reason: outcome.reason });
        else {
          if (outcome.kind === 'duplicate') duplicates.push({ fileName: file.name, jobId: outcome.jobId });
          else
            notify({
              kind: 'success',
              message: messages.fileUploaded(file.name),
              durationMs: noticeDurations.short,
            });
          setFiles((current) => current.filter((listedFile) => listedFile.id !== file.id));
        }
        setProgress({ done: index + 1, total: queue.length });
      }
      setProgress(null);
      const next: UploadReport[] = [];
      if (duplicates.length > 0) next.push({ kind: 'duplicates', files: duplicates });
      if (failed.length > 0) next.push({ kind: 'failed-during-upload', files: failed });
      else notify({ kind: 'success', message: messages.filesCompleted, durationMs: noticeDurations.short });
      setReports((current) => [...current, ...next]);
    },
    [api, notify, now],
  );

  const dismissReport = useCallback(() => setReports((current) => current.slice(1)), []);

  return {
    files,
    limits,
    progress,
    report: reports[0],
    addFiles,
    removeFile,
    updateDetails,
    resetAllDetails,
    discardAll,
    uploadAll,
    dismissReport,
  };
}

export type UploadQueue = ReturnType<typeof useUploadQueue>;
