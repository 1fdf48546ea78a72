import { useCallback, useEffect, useMemo, useRef } from 'react';

/** How long the text must be left alone before a prompt may take the focus from it. */
export const typingPauseMs = 2000;

/**
 * Holds something that takes the focus (a prompt) until the user has stopped changing the
 * text for `typingPauseMs`: a dialog that opens under typing fingers takes the keys meant for the
 * letter (a space presses its button). `edited` is told of each change; `whenPaused` runs `show`
 * once the text has been left alone long enough, at once when it already has.
 */
export function useWhenTypingPauses() {
  const lastEditAt = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const edited = useCallback(() => {
    lastEditAt.current = Date.now();
  }, []);
  const whenPaused = useCallback((show: () => void) => {
    clearTimeout(timer.current);
    const check = () => {
      const wait = lastEditAt.current + typingPauseMs - Date.now();
      if (wait <= 0) show();
      else timer.current = setTimeout(check, wait);
    };
    check();
  }, []);
  return useMemo(() => ({ edited, whenPaused }), [edited, whenPaused]);
}
