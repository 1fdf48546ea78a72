import {
  type DictationType,
  filterMrnInput,
  filterSampleIdInput,
  formatDuration,
  hospitalNumberField,
  labelChoiceOf,
  labelNameOfChoice,
  type OrganisationItem,
  type Priority,
  sampleIdShown,
} from '@dictation/core';
import { Button, Select, TextField } from '@dictation/ui';
import { useEffect, useState } from 'react';
import { uploadMessages as messages } from '../messages';
import { defaultDictationType, dictationTypeField, labelField } from '../newLetter/letterFieldRules';
import * as layout from '../newLetter/newLetter.css';
import * as styles from './upload.css';
import type { UploadFile } from './uploadFiles';
import { type UploadFileDetails, withPriority } from './uploadRules';

export interface UploadFileCardProps {
  file: UploadFile;
  /** The department (or organisation without departments) the letters go to. */
  item: OrganisationItem | undefined;
  priorities: readonly Priority[];
  dictationTypes: readonly DictationType[];
  aiPostProcessing: boolean;
  hospitalNumberLabel: string;
  onChange: (details: UploadFileDetails) => void;
  onRemove: () => void;
}

/** A player for files the browser can play; the object URL lives as long as the card. */
function FilePlayer({ file }: { file: UploadFile }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file.file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file.file]);
  return url ? (
    // biome-ignore lint/a11y/useMediaCaption: dictation audio has no captions; it is transcribed later
    <audio controls preload="none" src={url} aria-label={messages.playFile(file.name)} />
  ) : null;
}

/** One picked file: name, length, player, and the details of its letter (spec 000 sections 2 and 3). */
export function UploadFileCard({
  file,
  item,
  priorities,
  dictationTypes,
  aiPostProcessing,
  hospitalNumberLabel,
  onChange,
  onRemove,
}: UploadFileCardProps) {
  const { details } = file;
  const set = (patch: Partial<UploadFileDetails>) => onChange({ ...details, ...patch });
  const labels = labelField(item);
  const priority = priorities.find((candidate) => candidate.id === details.priorityId);
  const typeField = dictationTypeField({ aiPostProcessing, priority, typeCount: dictationTypes.length });
  const hospitalNumber = hospitalNumberField(item);
  const headingId = `${file.id}-name`;
  return (
    <li className={styles.fileCard}>
      <div className={styles.fileHeader}>
        <h2 id={headingId} className={styles.fileName}>
          {file.name}
        </h2>
        {file.durationMs !== null && (
          <span className={styles.muted}>{messages.fileDuration(formatDuration(file.durationMs))}</span>
        )}
        <Button
          variant="secondary"
          size="small"
          onPress={onRemove}
          aria-label={messages.removeFile(file.name)}
        >
          {messages.remove}
        </Button>
      </div>
      {file.playable ? (
        <FilePlayer file={file} />
      ) : (
        <p className={styles.muted}>{messages.cannotBePlayedHere}</p>
      )}
      <fieldset className={layout.fieldRow} aria-labelledby={headingId}>
        <Select<number>
          label={messages.priority}
          items={priorities.map((option) => ({ id: option.id, label: option.name }))}
          value={details.priorityId}
          onChange={(priorityId) => onChange(withPriority(details, priorityId))}
          isRequired
        />
        {labels.shown && (
          <Select<number>
            label={messages.label}
            items={labels.options.map((label) => ({ id: label.id, label: label.name }))}
            value={labelChoiceOf(labels.options, details.labelName)}
            onChange={(id) => set({ labelName: labelNameOfChoice(labels.options, id) })}
            isRequired={labels.mandatory}
          />
        )}
        {hospitalNumber.shown && (
          <TextField
            label={hospitalNumberLabel}
            value={details.mrn}
            onChange={(next) => set({ mrn: filterMrnInput(next, details.mrn) })}
            isRequired={hospitalNumber.mandatory}
          />
        )}
        {sampleIdShown(item) && (
          <TextField
            label={messages.sampleId}
            value={details.sampleId}
            onChange={(next) => set({ sampleId: filterSampleIdInput(next, details.sampleId) })}
          />
        )}
        {typeField.shown && (
          <Select<string>
            label={messages.dictationType}
            items={dictationTypes.map((type) => ({ id: type.type, label: type.type }))}
            value={details.dictationType ?? defaultDictationType(dictationTypes)}
            onChange={(dictationType) => set({ dictationType })}
            isDisabled={!typeField.enabled}
          />
        )}
      </fieldset>
    </li>
  );
}
