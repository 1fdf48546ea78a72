import * as styles from '../layout/layout.css';
import { messages } from '../messages';

export interface ScreenProps {
  /** The page heading. */
  title: string;
}

/** A screen whose package has not landed in this build: says so instead of showing fake data. */
export function PendingScreen({ title }: ScreenProps) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.emptyState}>{messages.notAvailableYet(title)}</p>
    </section>
  );
}
