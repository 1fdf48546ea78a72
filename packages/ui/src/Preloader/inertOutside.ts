/**
 * Makes everything outside `element` inert, up to its root (the document's body, or the shadow
 * root a widget renders in): it cannot be clicked, focused or read. Returns the undo. Only the
 * siblings along the way get the attribute, a handful of writes with no layout read, where React
 * Aria's modal walks the whole tree, measures the scrollbar and watches for mutations: the
 * preloader opens on every screen's start, on the busiest frames of a slow computer (issue 33).
 *
 * Counted per element, so overlays that open over each other each undo only their own part, and
 * an element that was inert before is left so. The live announcer and the toasts stay readable,
 * as React Aria keeps them.
 */
export function inertOutside(element: Element): () => void {
  const made: Element[] = [];
  const body = element.ownerDocument.body;
  for (let node: Node = element; node !== body; ) {
    const parent = node.parentNode;
    // Up to the body, or to a shadow root (a fragment): the host page is not the widget's to block.
    if (!(parent instanceof Element || parent instanceof DocumentFragment)) break;
    for (const sibling of parent.children) {
      if (sibling === node || alwaysReadable(sibling)) continue;
      if (makeInert(sibling)) made.push(sibling);
    }
    node = parent;
  }
  return () => {
    for (const sibling of made) release(sibling);
  };
}

/** How many open overlays hold each element inert (only elements that were not inert before). */
const holders = new WeakMap<Element, number>();

function makeInert(element: Element): boolean {
  const held = holders.get(element);
  if (held === undefined && element.hasAttribute('inert')) return false;
  holders.set(element, (held ?? 0) + 1);
  element.setAttribute('inert', '');
  return true;
}

function release(element: Element): void {
  const held = (holders.get(element) ?? 1) - 1;
  if (held > 0) {
    holders.set(element, held);
    return;
  }
  holders.delete(element);
  element.removeAttribute('inert');
}

const alwaysReadable = (element: Element) =>
  element instanceof HTMLElement &&
  (element.dataset.liveAnnouncer === 'true' || element.dataset.reactAriaTopLayer !== undefined);
