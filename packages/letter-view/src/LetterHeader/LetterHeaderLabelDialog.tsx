import type { Label } from '@dictation/core';
import { useState } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { headerMessages } from '../messages';
import { initialLabelChoice, labelChoices, labelNameOfChoice } from './headerFields';
import * as styles from './LetterHeader.css';
import { LetterHeaderDialog } from './LetterHeaderDialog';
import { LetterHeaderLookup } from './LetterHeaderLookup';

export interface LetterHeaderLabelDialogProps {
  /** The department's labels; undefined while they load. */
  labels: readonly Label[] | undefined;
  /** Why they did not load. */
  loadError: Error | undefined;
  mandatory: boolean;
  labelName: string | null | undefined;
  isPending: boolean;
  /** '' for None. */
  onUpdate: (labelName: string) => void;
  onClose: () => void;
}

/**
 * The label modal (spec 000 sections 2 and 5): None unless labels are mandatory; with a mandatory
 * label Update waits for a choice; the list is 10 rows high and scrolls above 10 labels. The
 * choice starts from the letter's label when the list is there: mount it again (a new `key`)
 * when the labels arrive.
 */
export function LetterHeaderLabelDialog({
  labels,
  loadError,
  mandatory,
  labelName,
  isPending,
  onUpdate,
  onClose,
}: LetterHeaderLabelDialogProps) {
  const choices = labels ? labelChoices(labels, mandatory) : [];
  const [chosen, setChosen] = useState<number | null>(() => initialLabelChoice(choices, labelName));
  return (
    <LetterHeaderDialog
      title={headerMessages.labelTitle}
      canUpdate={chosen !== null}
      isPending={isPending}
      onUpdate={() => {
        if (chosen !== null) onUpdate(labelNameOfChoice(choices, chosen));
      }}
      onClose={onClose}
    >
      <LetterHeaderLookup data={labels} error={loadError}>
        {() => (
          <ListBox
            aria-label={headerMessages.label}
            className={styles.labelList}
            items={choices}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={chosen === null ? [] : [chosen]}
            onSelectionChange={(keys) => {
              const [key] = keys === 'all' ? [] : [...keys];
              if (key !== undefined) setChosen(Number(key));
            }}
            autoFocus
          >
            {(label) => (
              <ListBoxItem id={label.id} textValue={label.name} className={styles.labelOption}>
                {label.name}
              </ListBoxItem>
            )}
          </ListBox>
        )}
      </LetterHeaderLookup>
    </LetterHeaderDialog>
  );
}
