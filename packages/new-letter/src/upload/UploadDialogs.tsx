import { formatDate, shortenFileName } from '@dictation/core';
import { Button, Dialog, Spinner, tableClassNames } from '@dictation/ui';
import { uploadMessages as messages } from '../messages';
import * as styles from './upload.css';
import type { UploadProgress, UploadReport } from './useUploadQueue';

/** Column headings and cells of one report table; long names shortened 8+8 (spec 000 section 8). */
function reportTable(report: UploadReport): { headings: string[]; rows: string[][] } {
  if (report.kind === 'duplicates') {
    return {
      headings: [messages.fileName, messages.jobId],
      rows: report.files.map((file) => [shortenFileName(file.fileName), String(file.jobId)]),
    };
  }
  return {
    headings: [messages.date, messages.fileName, messages.reason],
    rows: report.files.map((file) => [formatDate(file.date), shortenFileName(file.fileName), file.reason]),
  };
}

const reportText: Record<UploadReport['kind'], { title: string; text: string }> = {
  'rejected-before-upload': {
    title: messages.filesCannotBeProcessed,
    text: messages.filesRejectedBeforeUpload,
  },
  'failed-during-upload': { title: messages.filesCannotBeProcessed, text: messages.filesFailedDuringUpload },
  duplicates: { title: messages.duplicateAudiosFound, text: messages.duplicatesNotUploaded },
};

/** The files a pick or an upload could not take, one report at a time (spec 000 section 2). */
export function UploadReportDialog({
  report,
  onClose,
}: {
  report: UploadReport | undefined;
  onClose: () => void;
}) {
  if (!report) return null;
  const { title, text } = reportText[report.kind];
  const table = reportTable(report);
  return (
    <Dialog
      title={title}
      isOpen
      role="alertdialog"
      size="large"
      onOpenChange={(open) => !open && onClose()}
      footer={({ close }) => <Button onPress={close}>{messages.ok}</Button>}
    >
      <p>{text}</p>
      <div className={tableClassNames.container}>
        <table className={`${tableClassNames.table} ${styles.reportTable}`}>
          <thead>
            <tr className={tableClassNames.row}>
              {table.headings.map((heading) => (
                <th key={heading} scope="col" className={tableClassNames.column}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((cells, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be listed twice (picked twice across reports)
              <tr key={index} className={tableClassNames.row}>
                {cells.map((cell, column) => (
                  <td key={table.headings[column]} className={tableClassNames.cell}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}

/** Spec 000 section 2: the progress spinner with its warning and a done/total count. */
export function UploadProgressDialog({ progress }: { progress: UploadProgress | null }) {
  if (!progress) return null;
  return (
    <Dialog title={messages.uploadAudioTitle} isOpen isKeyboardDismissDisabled showCloseButton={false}>
      <Spinner />
      <p>{messages.processingFiles}</p>
      <p aria-live="polite">{messages.processedCount(progress.done, progress.total)}</p>
    </Dialog>
  );
}

/** Spec 000 section 2: files of these formats cannot be played before upload. */
export function NotPlayableDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Dialog
      title={messages.notPlayableTitle}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      footer={({ close }) => <Button onPress={close}>{messages.ok}</Button>}
    >
      <p>{messages.notPlayable}</p>
    </Dialog>
  );
}
