import { readAttributes } from '../attributeSchema';
import { DictationWidgetElement } from '../DictationWidgetElement';
import { elementAttributes } from '../elementAttributes';
import { RequireSignIn } from '../RequireSignIn';
import { lazyContent, ShownOnce } from '../ShownOnce';

const Letters = lazyContent(() => import('./LettersTableContent').then((module) => module.Letters));

/**
 * `<dictation-letters-table>`: the in-progress list of `@dictation/letters-table` (or the completed
 * one with `mode="completed"`), with its filters, paging and saved preferences. Opening a row
 * dispatches `dictation-letter-selected`; the host shows the letter (for example in
 * `<dictation-letter-view>`). The list loads when the element is first shown (ShownOnce).
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
        <ShownOnce host={this}>
          <Letters key={mode} completed={mode === 'completed'} showCount={showCount} emit={this.emit} />
        </ShownOnce>
      </RequireSignIn>
    );
  }
}
