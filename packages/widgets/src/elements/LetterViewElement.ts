import { readAttributes } from '../attributeSchema';
import { DictationWidgetElement } from '../DictationWidgetElement';
import { elementAttributes } from '../elementAttributes';
import type { LetterViewBodyProps } from './LetterViewBody';

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
export class DictationLetterViewElement extends DictationWidgetElement<LetterViewBodyProps> {
  static override readonly attributes = elementAttributes['dictation-letter-view'];

  protected override loadBody() {
    return import('./LetterViewBody').then((module) => module.LetterViewBody);
  }

  protected override bodyProps(): LetterViewBodyProps {
    const { letterId } = readAttributes(DictationLetterViewElement.attributes, this);
    return { host: this, letterId, emit: this.emit };
  }
}
