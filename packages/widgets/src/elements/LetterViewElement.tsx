import { SignedInLetterView } from '@dictation/letter-view';
import { readAttributes } from '../attributeSchema';
import { DictationWidgetElement } from '../DictationWidgetElement';
import { elementAttributes } from '../elementAttributes';
import type { Emit } from '../events';
import { widgetMessages } from '../messages';
import { RequireSignIn } from '../RequireSignIn';
import * as styles from '../widgets.css';

/** The portal's letter screen: the user's foot pedal, its status and their playback speed included. */
function Letter({ letterId, emit }: { letterId: number; emit: Emit }) {
  return (
    <SignedInLetterView
      letterId={letterId}
      onLeave={() => emit('dictation-letter-closed', { letterId })}
      onOpened={(letter) => emit('dictation-letter-opened', { letterId, letter })}
    />
  );
}

/**
 * `<dictation-letter-view>`: the letter screen of `@dictation/letter-view` (header, player, editor
 * with autosave, the letter's lock while open, the user's foot pedal and playback speed) for
 * `letter-id`.
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
          // A new letter is a new screen: its lock, document and player start afresh.
          <Letter key={letterId} letterId={letterId} emit={this.emit} />
        )}
      </RequireSignIn>
    );
  }
}
