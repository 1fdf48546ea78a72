import { readAttributes } from '../attributeSchema';
import { DictationWidgetElement } from '../DictationWidgetElement';
import { elementAttributes } from '../elementAttributes';
import type { LettersTableBodyProps } from './LettersTableBody';

/**
 * `<dictation-letters-table>`: the in-progress list of `@dictation/letters-table` (or the completed
 * one with `mode="completed"`), with its filters, paging and saved preferences. Opening a row
 * dispatches `dictation-letter-selected`; the host shows the letter (for example in
 * `<dictation-letter-view>`). The list loads when the element is first shown (ShownOnce).
 *
 * Attributes: the common ones and `DictationLettersTableElement.attributes`. Method: `refresh()`.
 */
export class DictationLettersTableElement extends DictationWidgetElement<LettersTableBodyProps> {
  static override readonly attributes = elementAttributes['dictation-letters-table'];

  /**
   * Asks the server for the list again now, for a change the host made elsewhere (its own
   * system, another window). Every list of the page on the same server refreshes; a change made
   * through the page's elements refreshes them without it.
   */
  refresh(): void {
    this.services.api.letterChanges.announce();
  }

  protected override loadBody() {
    return import('./LettersTableBody').then((module) => module.LettersTableBody);
  }

  protected override bodyProps(): LettersTableBodyProps {
    const { mode, showCount } = readAttributes(DictationLettersTableElement.attributes, this);
    return { host: this, completed: mode === 'completed', showCount, emit: this.emit };
  }
}
