import { type ReactNode, useId } from 'react';
import * as styles from './AuthForm.css';

export interface AuthFormLayoutProps {
  heading: string;
  children: ReactNode;
}

/** The card every sign-in and password screen sits in, labelled by its heading. */
export function AuthFormLayout({ heading, children }: AuthFormLayoutProps) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {heading}
      </h1>
      {children}
    </section>
  );
}
