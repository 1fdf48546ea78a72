import { inertOutside } from './inertOutside';

/**
 * One loading overlay per container, however many loaders hold it. A screen's start goes through
 * loaders one after another, each shown as the last one ends, in the same commit (a letter: the
 * shell's code, the page's, the profile, the letter's opening, its text: six in a row). With an
 * overlay each, every step gave the page and the focus back and took them again: a screen reader
 * heard the focus leave the overlay and come back, announced anew, at each step. A loader takes
 * a lease; the overlay shows the newest lease's label, and closes once the last lease is given
 * back and no loader took one in the same task (a microtask later).
 */

/** What the newest lease shows. */
export interface OverlayLook {
  label: string;
  /** False while the overlay lingers after its load ended (it fades). */
  active: boolean;
  /** The overlay's class (the brand's theme is on it). */
  overlayClass: string;
}

export interface OverlayLease {
  /** The overlay's dialog, where the loader renders its spinner when it `shows`. */
  readonly dialog: HTMLElement;
  update(look: OverlayLook): void;
  /** Whether this is the newest lease, the one whose spinner and label are shown. */
  shows(): boolean;
  /** Called when the shown lease changes. */
  subscribe(listener: () => void): () => void;
  release(): void;
}

interface Holder {
  overlay: HTMLElement;
  dialog: HTMLElement;
  /** In the order they were taken: the last one is shown. */
  looks: { look: OverlayLook }[];
  listeners: Set<() => void>;
  takeFocus(): void;
  close(): void;
}

const holders = new WeakMap<Element, Holder>();

/**
 * Screens starting on the page: loading overlays open, in any container (a portal's page, a
 * widget's shadow root), and parts of a screen holding its start (`useScreenStartHold`).
 */
let starting = 0;
/** What waits for the page's screens to have started (`afterScreensStart`). */
const waitingForStart = new Set<() => void>();

/**
 * Runs `callback` once no screen is starting on the page: at once when none is, else when the
 * last loading overlay closes or the last hold ends (its screen is ready). Code a screen does not
 * need to start (its menus' and dialogs') waits for this, so that its download does not share a
 * slow network with the screen's own. Returns a cancel.
 */
export function afterScreensStart(callback: () => void): () => void {
  if (starting === 0) {
    callback();
    return () => {};
  }
  waitingForStart.add(callback);
  return () => waitingForStart.delete(callback);
}

/** Whether a screen is starting: a loading overlay is open, or a part of a screen holds its start. */
export const screensStarting = (): boolean => starting > 0;

/** Counts a screen as starting until the returned end is called (once). */
export function beginScreenStart(): () => void {
  starting += 1;
  return () => {
    starting -= 1;
    if (starting > 0) return;
    const waiting = [...waitingForStart];
    waitingForStart.clear();
    for (const callback of waiting) callback();
  };
}

/** Takes a lease on `container`'s overlay, opening it when no loader holds it. */
export function leaseOverlay(container: Element, look: OverlayLook, panelClass: string): OverlayLease {
  const opened = holders.get(container);
  const holder = opened ?? open(container, panelClass);
  holders.set(container, holder);
  const entry = { look };
  holder.looks.push(entry);
  show(holder);
  // Named before it takes the focus, so the focus is announced with the name.
  if (!opened) holder.takeFocus();
  return {
    dialog: holder.dialog,
    update(next) {
      entry.look = next;
      show(holder);
    },
    shows: () => holder.looks.at(-1) === entry,
    subscribe(listener) {
      holder.listeners.add(listener);
      return () => holder.listeners.delete(listener);
    },
    release() {
      const index = holder.looks.indexOf(entry);
      if (index < 0) return;
      holder.looks.splice(index, 1);
      if (holder.looks.length > 0) {
        show(holder);
        return;
      }
      // The next loader of the same commit takes its lease before this runs, and keeps it open.
      queueMicrotask(() => {
        if (holder.looks.length > 0 || holders.get(container) !== holder) return;
        holders.delete(container);
        holder.close();
      });
    },
  };
}

/** Shows the newest lease's label and state, and tells the leases which one that is. */
function show(holder: Holder): void {
  const newest = holder.looks.at(-1)?.look;
  if (!newest) return;
  holder.overlay.className = newest.overlayClass;
  holder.dialog.setAttribute('aria-label', newest.label);
  holder.dialog.dataset.state = newest.active ? 'active' : 'hiding';
  for (const listener of [...holder.listeners]) listener();
}

/**
 * Opens the overlay in `container`: the page behind inert, and the focus on the overlay once it
 * is named (when it takes it); its close gives both back.
 */
function open(container: Element, panelClass: string): Holder {
  const document = container.ownerDocument;
  const overlay = document.createElement('div');
  const dialog = overlay.appendChild(document.createElement('div'));
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.tabIndex = -1;
  dialog.className = panelClass;
  // The focus stays here, as in the kit's dialogs: there is nothing to tab to while loading.
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') event.preventDefault();
  });
  container.append(overlay);
  const focusedBefore = deepActiveElement(document);
  const release = inertOutside(overlay);
  const endStart = beginScreenStart();
  return {
    overlay,
    dialog,
    looks: [],
    listeners: new Set(),
    takeFocus() {
      if (takesFocus(dialog, focusedBefore)) dialog.focus({ preventScroll: true });
    },
    close() {
      release();
      const focusedNow = deepActiveElement(document);
      const focusWasOurs = focusedNow === null || dialog.contains(focusedNow);
      overlay.remove();
      if (focusWasOurs && focusedBefore?.isConnected && !focusedBefore.closest('[inert]'))
        focusedBefore.focus({ preventScroll: true });
      endStart();
    },
  };
}

/**
 * Whether the overlay takes the focus: from what it makes inert, and on a page of the kit's own
 * when nothing has it. A widget's overlay (in its shadow root) leaves the host page's focus
 * where it is, even on the body: a recorder that loads must not pull the clinician out of the
 * EPR's field they are typing in, or fight the page's other widgets for the focus.
 */
function takesFocus(dialog: HTMLElement, focused: HTMLElement | null): boolean {
  const root = dialog.getRootNode();
  if (focused === null) return root === dialog.ownerDocument;
  return root.contains(focused);
}

/** The focused element, inside shadow roots too; null when it is the body (nothing focused). */
function deepActiveElement(document: Document): HTMLElement | null {
  let focused = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused instanceof HTMLElement && focused !== document.body ? focused : null;
}
