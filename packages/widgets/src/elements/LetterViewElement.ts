import { readAttributes } from '../attributeSchema';
import { DictationWidgetElement } from '../DictationWidgetElement';
import { elementAttributes } from '../elementAttributes';
import { widgetMessages } from '../messages';
import { RequireSignIn } from '../RequireSignIn';
import { lazyContent, ShownOnce } from '../ShownOnce';
import * as styles from '../widgets.css';

const Letter = lazyContent(() => import('./LetterViewContent').then((module) => module.Letter));

/**
 * `<dictation-letter-view>`: the letter screen of `@dictation/letter-view` (header, player, editor
 * with autosave, the letter's lock while open, the user's foot pedal and playback speed) for
 * `letter-id`. The screen loads when the element is first shown with a letter (ShownOnce),
 * and `dictation-letter-opened` comes after.
 *
 * Attributes: the common ones and `DictationLetterViewElement.attributes`. Events:
 * `dictation-letter-opened`, `dictation-letter-closed` (Back, or the letter cannot stay open; the
 * host hides the element or shows another letter), `dictation-error`.
 */
export class DictationLetterViewElement extends DictationWidgetElement {
  static override readonly attributes = elementAttributes['dictation-letter-view'];

  protected override renderContent() {
    const { letterId } = readAttributes(DictationLetterViewElement.attributes, this);
    return (
      <RequireSignIn>
        {typeof letterId !== 'number' ? (
          <p className={styles.placeholder}>{widgetMessages.chooseLetter}</p>
        ) : (
          <ShownOnce host={this}>
            {/* A new letter is a new screen: its lock, document and player start afresh. */}
            <Letter key={letterId} letterId={letterId} emit={this.emit} />
          </ShownOnce>
        )}
      </RequireSignIn>
    );
  }
}
