import { useDictation } from '@dictation/core/react';
import { LettersTable } from '@dictation/letters-table';
import { DictationWidgetElement } from '../DictationWidgetElement';
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
 * Attributes: `brand`, `api-base-url`, `client-id`, `mode` (`in-progress` | `completed`, default
 * `in-progress`), `show-count` (boolean: 'Showing X of Y' above the table). Method: `refresh()`.
 */
export class DictationLettersTableElement extends DictationWidgetElement {
  static override get observedAttributes(): readonly string[] {
    return [...DictationWidgetElement.observedAttributes, 'mode', 'show-count'];
  }

  /**
   * Asks the server for the list again now, for a change the host made elsewhere (its own
   * system, another window). Every list of the page on the same server refreshes; a change made
   * through the page's elements refreshes them without it.
   */
  refresh(): void {
    this.services.api.letterChanges.announce();
  }

  protected override renderContent() {
    const completed = this.getAttribute('mode') === 'completed';
    return (
      <RequireSignIn>
        <Letters
          key={completed ? 'completed' : 'in-progress'}
          completed={completed}
          showCount={this.hasAttribute('show-count')}
          emit={this.emit}
        />
      </RequireSignIn>
    );
  }
}
