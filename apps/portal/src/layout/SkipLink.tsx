import { messages } from '../messages';
import * as styles from './layout.css';

/** Where the skip link goes: the page's `main`. */
export const mainContentId = 'main-content';

/**
 * WCAG 2.4.1 Bypass Blocks: the first Tab stop of every signed-in page jumps over the sidebar to
 * the page's content. Hidden until it has the focus. The focus is moved by script, not by the
 * URL's fragment, so the router's history gets no `#main-content` entry.
 */
export function SkipLink() {
  return (
    <a
      className={styles.skipLink}
      href={`#${mainContentId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(mainContentId)?.focus();
      }}
    >
      {messages.skipToContent}
    </a>
  );
}
