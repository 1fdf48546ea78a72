import type { MouseEvent, ReactNode } from 'react';
import * as styles from './AuthForm.css';

export interface NavigationLinkProps {
  href: string;
  /** The host's router; without it the link is a plain page load. */
  onNavigate?: (path: string) => void;
  children: ReactNode;
}

/** A real link (open in new tab, copy address) that the host's router handles on a plain click. */
export function NavigationLink({ href, onNavigate, children }: NavigationLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (!onNavigate || modified) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <a className={styles.link} href={href} onClick={handleClick}>
      {children}
    </a>
  );
}
