import * as layoutStyles from '../layout/layout.css';
import { helpMessages } from './helpMessages';
import * as styles from './helpPage.css';

/**
 * The portal's own help, where none of the user's organisations gives a help address (issue 31):
 * Help in the sidebar is never missing or a dead end. Short answers to the tasks of the two
 * roles, and who to ask.
 */
export function HelpPage() {
  return (
    <section aria-labelledby="page-title" className={styles.page}>
      <h1 id="page-title" className={layoutStyles.title}>
        {helpMessages.title}
      </h1>
      {helpMessages.sections.map((section) => (
        <section key={section.title} aria-labelledby={`help-${section.title}`}>
          <h2 id={`help-${section.title}`} className={styles.heading}>
            {section.title}
          </h2>
          <p className={styles.text}>{section.text}</p>
        </section>
      ))}
    </section>
  );
}
