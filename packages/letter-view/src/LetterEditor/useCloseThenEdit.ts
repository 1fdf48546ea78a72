import { useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The open state of a toolbar overlay (a menu, a select's list, the link dialog) that closes before
 * its choice is applied. Applying it gives the focus to the text; an overlay still open would keep
 * the focus in it, and one closing after would give it back to its button (React Aria restores the
 * focus when an overlay goes, unless it has moved elsewhere by then).
 */
export function useCloseThenEdit() {
  const [isOpen, setOpen] = useState(false);
  return {
    isOpen,
    onOpenChange: setOpen,
    closeThen(edit: () => void) {
      flushSync(() => setOpen(false));
      edit();
    },
  };
}
