import { useState } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import * as styles from './LetterHeader.css';
import { LetterHeaderDialog } from './LetterHeaderDialog';
import { LetterHeaderLookup } from './LetterHeaderLookup';

export interface HeaderChoice {
  id: number;
  name?: string | null | undefined;
}

export interface LetterHeaderChoiceDialogProps {
  title: string;
  /** The list's accessible name (the field). */
  listLabel: string;
  /** The choices; undefined while they load. */
  choices: readonly HeaderChoice[] | undefined;
  /** Why they did not load. */
  loadError: Error | undefined;
  /** The choice it opens with; null waits for one (Update stays disabled until then). */
  initialChoice: number | null;
  isPending: boolean;
  onUpdate: (id: number) => void;
  onClose: () => void;
}

/**
 * A header modal that picks one of a list (the label, the template): 10 rows high, scrolling
 * above 10 (spec 000 section 2). The choice starts from `initialChoice` once the list is there:
 * mount it again (a new `key`) when the list arrives.
 */
export function LetterHeaderChoiceDialog({
  title,
  listLabel,
  choices,
  loadError,
  initialChoice,
  isPending,
  onUpdate,
  onClose,
}: LetterHeaderChoiceDialogProps) {
  const [chosen, setChosen] = useState<number | null>(initialChoice);
  return (
    <LetterHeaderDialog
      title={title}
      canUpdate={chosen !== null}
      isPending={isPending}
      onUpdate={() => {
        if (chosen !== null) onUpdate(chosen);
      }}
      onClose={onClose}
    >
      <LetterHeaderLookup data={choices} error={loadError}>
        {(items) => (
          <ListBox
            aria-label={listLabel}
            className={styles.labelList}
            items={items}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={chosen === null ? [] : [chosen]}
            onSelectionChange={(keys) => {
              const [key] = keys === 'all' ? [] : [...keys];
              if (key !== undefined) setChosen(Number(key));
            }}
            autoFocus
          >
            {(choice) => (
              <ListBoxItem id={choice.id} textValue={choice.name ?? ''} className={styles.labelOption}>
                {choice.name}
              </ListBoxItem>
            )}
          </ListBox>
        )}
      </LetterHeaderLookup>
    </LetterHeaderDialog>
  );
}
