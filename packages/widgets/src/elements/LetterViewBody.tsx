import type { Emit } from '../events';
import { widgetMessages } from '../messages';
import { RequireSignIn } from '../RequireSignIn';
import { lazyContent, ShownOnce } from '../ShownOnce';
import * as styles from '../widgets.css';

const Letter = lazyContent(() => import('./LetterViewContent').then((module) => module.Letter));

export interface LetterViewBodyProps {
  /** The element, whose letter screen loads when it is first shown with a letter. */
  host: HTMLElement;
  /** Not a number: no letter chosen yet. */
  letterId: number | undefined;
  emit: Emit;
}

/** What `<dictation-letter-view>` renders (LetterViewElement), imported as the element connects. */
export function LetterViewBody({ host, letterId, emit }: LetterViewBodyProps) {
  return (
    <RequireSignIn>
      {typeof letterId !== 'number' ? (
        <p className={styles.placeholder}>{widgetMessages.chooseLetter}</p>
      ) : (
        <ShownOnce host={host} load={Letter.load}>
          {/* A new letter is a new screen: its lock, document and player start afresh. */}
          <Letter key={letterId} letterId={letterId} emit={emit} />
        </ShownOnce>
      )}
    </RequireSignIn>
  );
}
