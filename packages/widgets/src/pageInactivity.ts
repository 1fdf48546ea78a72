/** The warning while it is due: when the sign-out comes, and the tracker's "Stay signed in". */
export interface DueWarning {
  deadline: number;
  stay: () => void;
}

/**
 * The inactivity sign-out of one API on this page, shared by its elements (issue 31;
 * docs/architecture.md, "Inactivity and what counts as activity"). A host may put two recorders
 * and a letter view on one page: the page must count one time, warn once and sign out once.
 *
 * Why a page-level coordinator that elects elements, rather than one element, or a dialog of its
 * own: the warning has to be rendered inside an element's shadow root (the only place the kit's
 * styles and the host's brand reach), and the element chosen when the page loads may be in a tab
 * panel the host has hidden since. So the first element still on the page runs the tracker (the
 * portal's `useInactivityLogout`, one timer for the page) and the warning is shown by the first
 * element the user can see when it becomes due. A tracker that moves to another element (its
 * element left the page) starts its count afresh, as a new tab does, reading the shared activity.
 *
 * One coordinator per API origin and per copy of this package (a page loads one script bundle).
 */
export interface PageInactivity {
  /** A signed-in element takes part until the returned function is called. */
  join(element: HTMLElement): () => void;
  subscribe(listener: () => void): () => void;
  /** Whether `element` runs the page's tracker. */
  leads(element: HTMLElement): boolean;
  /** The warning `element` shows; null for every other element, and while none is due. */
  warningShownBy(element: HTMLElement): DueWarning | null;
  /** The tracker's warning: due until `deadline`, or over (null). */
  warn(warning: DueWarning | null): void;
}

/** An element inside a hidden container (a host's inactive tab) has no box to show a dialog in. */
const isShown = (element: HTMLElement) => element.getClientRects().length > 0;

function createPageInactivity(): PageInactivity {
  let members: readonly HTMLElement[] = [];
  let warning: (DueWarning & { shownBy: HTMLElement }) | null = null;
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const presenter = () => members.find(isShown) ?? members[0];
  return {
    join(element) {
      members = [...members, element];
      changed();
      return () => {
        members = members.filter((member) => member !== element);
        const shownBy = warning?.shownBy === element ? presenter() : warning?.shownBy;
        warning = warning && shownBy ? { ...warning, shownBy } : null;
        changed();
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    leads: (element) => members[0] === element,
    warningShownBy: (element) => (warning?.shownBy === element ? warning : null),
    warn(due) {
      const shownBy = due && (warning?.shownBy ?? presenter());
      warning = due && shownBy ? { ...due, shownBy } : null;
      changed();
    },
  };
}

const pages = new Map<string, PageInactivity>();

/** The page's coordinator for the API at `apiOrigin`, created on first use. */
export function pageInactivityFor(apiOrigin: string): PageInactivity {
  const known = pages.get(apiOrigin);
  if (known) return known;
  const created = createPageInactivity();
  pages.set(apiOrigin, created);
  return created;
}
