import { useDictation } from '@dictation/core/react';
import { LettersTable } from '@dictation/letters-table';
import { readAttributes } from '../attributeSchema';
import { DictationWidgetElement } from '../DictationWidgetElement';
import { elementAttributes } from '../elementAttributes';
import type { Emit } from '../events';
import { RequireSignIn } from '../RequireSignIn';

function Letters({ completed, showCount, emit }: { completed: boolean; showCount: boolean; emit: Emit }) {
  const { api, notify } = useDictation();
  return (
    <LettersTable
      mode={completed ? 'completed' : 'inProgress'}
      api={api}
      notify={notify}
      showCount={showCount}
      onOpenLetter={(letterId) => emit('dictation-letter-selected', { letterId })}
    />
  );
}

/**
 * `<dictation-letters-table>`: the in-progress list of `@dictation/letters-table` (or the completed
 * one with `mode="completed"`), with its filters, paging and saved preferences. Opening a row
 * dispatches `dictation-letter-selected`; the host shows the letter (for example in
 * `<dictation-letter-view>`).
 *
 * Attributes: the common ones and `DictationLettersTableElement.attributes`. Method: `refresh()`.
 */
export class DictationLettersTableElement extends DictationWidgetElement {
  static override readonly attributes = elementAttributes['dictation-letters-table'];

  /**
   * Asks the server for the list again now, for a change the host made elsewhere (its own
   * system, another window). Every list of the page on the same server refreshes; a change made
   * through the page's elements refreshes them without it.
   */
  refresh(): void {
    this.services.api.letterChanges.announce();
  }

  protected override renderContent() {
    const { mode, showCount } = readAttributes(DictationLettersTableElement.attributes, this);
    return (
      <RequireSignIn>
        <Letters key={mode} completed={mode === 'completed'} showCount={showCount} emit={this.emit} />
      </RequireSignIn>
    );
  }
}
