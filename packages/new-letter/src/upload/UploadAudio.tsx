import { audioFileFormat, isPlayableBeforeUpload } from '@dictation/audio';
import { chosenOrganisationItem, hospitalNumberLabel, onlyChoice, withOnlyChoices } from '@dictation/core';
import {
  useAskBeforeUnload,
  useAuthorsByOrganisation,
  useDictationTypes,
  useOrganisationItems,
  usePriorities,
  useRecordingSettings,
  useUserProfile,
} from '@dictation/core/react';
import { Button, ConfirmDialog, RequiredFieldsAlert } from '@dictation/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { uploadMessages as messages } from '../messages';
import type { LeaveQuestion } from '../newLetter/RecordLetter';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { NotPlayableDialog, UploadProgressDialog, UploadReportDialog } from './UploadDialogs';
import { UploadFileCard } from './UploadFileCard';
import { UploadTargetFields } from './UploadTargetFields';
import * as styles from './upload.css';
import { acceptedFileTypes } from './uploadFiles';
import {
  emptyDetails,
  emptyTarget,
  importOrganisations,
  importRequest,
  type UploadTarget,
  uploadProblems,
} from './uploadRules';
import { useFileDrop } from './useFileDrop';
import { useUploadQueue } from './useUploadQueue';

type Confirming = 'complete' | 'discard' | 'problems' | null;

/** What a page around the upload flow adds. */
export interface UploadAudioProps {
  /**
   * The page's guard against leaving with files (spec 000 section 4): `asks()` is true while files
   * are listed, `dialog` is 'All unsaved changes will be lost' for a held navigation. Closing or
   * reloading the tab asks anyway (the browser's own prompt). @default none
   */
  leaveGuard?: (question: LeaveQuestion) => ReactNode;
}

/**
 * The Upload audio flow (spec 000 sections 2, 4 and 5): pick files, give each its letter's
 * details, complete them one by one. Files live only in this flow: leaving it asks first. Without
 * a page around it: the page adds its title and its leave guard.
 */
export function UploadAudio({ leaveGuard }: UploadAudioProps) {
  const profile = useUserProfile().data;
  const organisations = importOrganisations(useOrganisationItems().data);
  const [target, setTarget] = useState<UploadTarget>(emptyTarget);
  const authors = useAuthorsByOrganisation(target.organisationId).data ?? [];
  const item = chosenOrganisationItem(organisations, target);
  const priorities = usePriorities(item?.id ?? null).data ?? [];
  const dictationTypes = useDictationTypes().data ?? [];
  const aiPostProcessing = useRecordingSettings().data?.enabledAIPostProcession === true;
  const queue = useUploadQueue();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [notPlayableShown, setNotPlayableShown] = useState(false);
  const hospitalNumber = profile ? hospitalNumberLabel(profile) : '';
  const hasFiles = queue.files.length > 0;

  // Spec 000 section 4: with one organisation, department or author it is selected automatically.
  const automatic: UploadTarget = {
    ...withOnlyChoices(organisations, target),
    authorId: target.authorId ?? onlyChoice(authors),
  };
  const needsAutomatic =
    automatic.organisationId !== target.organisationId ||
    automatic.departmentId !== target.departmentId ||
    automatic.authorId !== target.authorId;
  useEffect(() => {
    if (needsAutomatic) setTarget(automatic);
  });

  const changeTarget = (next: UploadTarget) => {
    // Spec 000 section 4: changing organisation resets department, author and each file's details.
    if (next.organisationId !== target.organisationId) queue.resetAllDetails(emptyDetails);
    setTarget(next);
  };

  // Closing or reloading the tab asks too (the browser words that prompt itself).
  useAskBeforeUnload(() => hasFiles);

  const problems = uploadProblems({
    organisations,
    target,
    files: queue.files,
    hospitalNumberLabel: hospitalNumber,
  });

  const complete = () => {
    if (!item) return;
    void queue.uploadAll((file) =>
      importRequest({
        target,
        itemId: item.id,
        details: file.details,
        fileName: file.name,
        durationMs: file.durationMs,
        priority: priorities.find((priority) => priority.id === file.details.priorityId),
        dictationTypes,
        aiPostProcessing,
      }),
    );
  };

  const addFiles = async (picked: readonly File[]) => {
    await queue.addFiles(picked);
    if (picked.some((file) => audioFileFormat(file.name) !== null && !isPlayableBeforeUpload(file.name)))
      setNotPlayableShown(true);
  };

  const drop = useFileDrop((files) => void addFiles(files));

  const leaveQuestion: LeaveQuestion = {
    asks: () => hasFiles,
    dialog: (held) => <UnsavedChangesDialog held={held} />,
  };

  return (
    // The whole flow takes dropped files, so a drop that misses the list does not open the file
    // in place of the page (and lose the files listed so far).
    <div {...drop.dropProps} className={styles.dropZone} data-drop-target={drop.isDropTarget || undefined}>
      <UploadTargetFields
        organisations={organisations}
        authors={authors}
        target={target}
        onChange={changeTarget}
      />
      <div className={styles.toolbar}>
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          allowsMultiple
          onSelect={(list) => void addFiles(Array.from(list ?? []))}
        >
          <Button variant="secondary">{messages.uploadFromPc}</Button>
        </FileTrigger>
        <Button
          isDisabled={!hasFiles}
          onPress={() => setConfirming(problems.length > 0 ? 'problems' : 'complete')}
        >
          {messages.complete}
        </Button>
        <Button variant="danger" isDisabled={!hasFiles} onPress={() => setConfirming('discard')}>
          {messages.discardAll}
        </Button>
      </div>
      {hasFiles ? (
        <ul className={styles.fileList} aria-label={messages.audioFiles}>
          {queue.files.map((file) => (
            <UploadFileCard
              key={file.id}
              file={file}
              item={item}
              priorities={priorities}
              dictationTypes={dictationTypes}
              aiPostProcessing={aiPostProcessing}
              hospitalNumberLabel={hospitalNumber}
              onChange={(details) => queue.updateDetails(file.id, details)}
              onRemove={() => queue.removeFile(file.id)}
            />
          ))}
        </ul>
      ) : (
        <div className={styles.emptyState}>
          <h2 className={styles.emptyTitle}>{messages.noFilesYet}</h2>
          <p className={styles.muted}>{messages.dropOrChoose}</p>
          <ul className={styles.help}>
            {messages.uploadHelp.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        isOpen={confirming === 'complete'}
        onOpenChange={(open) => !open && setConfirming(null)}
        message={messages.confirmCompleteAll}
        confirmLabel={messages.complete}
        onConfirm={complete}
      />
      <ConfirmDialog
        isOpen={confirming === 'discard'}
        onOpenChange={(open) => !open && setConfirming(null)}
        message={messages.confirmDeleteAll}
        confirmLabel={messages.delete}
        confirmVariant="danger"
        onConfirm={queue.discardAll}
      />
      <RequiredFieldsAlert
        isOpen={confirming === 'problems'}
        onOpenChange={(open) => !open && setConfirming(null)}
        missingFields={problems}
      />
      {/* One modal at a time: the notice waits for the report of the same pick. */}
      <NotPlayableDialog
        isOpen={notPlayableShown && !queue.report}
        onClose={() => setNotPlayableShown(false)}
      />
      <UploadProgressDialog progress={queue.progress} />
      <UploadReportDialog report={queue.report} onClose={queue.dismissReport} />
      {leaveGuard?.(leaveQuestion)}
    </div>
  );
}
