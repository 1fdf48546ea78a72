import { useCallback, useDeferredValue, useEffect, useState } from 'react';

/** What the user did to a stand-in before its control took its place. */
export type StandInUse = 'focus' | 'open';

/** The stand-in's handlers: focused or pressed, it gives way to its control. */
export interface StandInHandlers {
  onFocus: () => void;
  onPointerDown: () => void;
  onClick: () => void;
}

/**
 * Whether this render comes after the component's first: false in the first, true in a render
 * React gives way in after it. A control costly to mount shows a stand-in in the first render and
 * itself in the second, so the screen's first render is its content's (issue 33).
 */
export function useRenderedLater(): boolean {
  return useDeferredValue(true, false);
}

/**
 * What the user did to a stand-in (`used`), told by its `standInHandlers`; `forgetUse` when what
 * it asked for could not come (its code's download failed).
 */
export function useStandInUse(): {
  used: StandInUse | null;
  standInHandlers: StandInHandlers;
  forgetUse: () => void;
} {
  const [used, setUsed] = useState<StandInUse | null>(null);
  const forgetUse = useCallback(() => setUsed(null), []);
  return {
    used,
    forgetUse,
    // A pointer press comes before its focus; a screen reader's click comes alone.
    standInHandlers: {
      onFocus: () => setUsed((before) => before ?? 'focus'),
      onPointerDown: () => setUsed('open'),
      onClick: () => setUsed('open'),
    },
  };
}

/**
 * A control shown first as a stand-in that looks and reads the same, until `rendered` or until
 * the user comes to the stand-in: focused, it gives way to the control focused; pressed, to the
 * control focused and open (`used`).
 */
export function useStandIn(rendered: boolean): {
  showsStandIn: boolean;
  used: StandInUse | null;
  standInHandlers: StandInHandlers;
} {
  const { used, standInHandlers } = useStandInUse();
  return { showsStandIn: !rendered && used === null, used, standInHandlers };
}

/**
 * Opens the control that took a pressed stand-in's place once its button has the focus (the
 * button's own effect, which focuses it, runs before its parent's): its list then gives the focus
 * back to that button when it closes, the stand-in's being gone.
 */
export function useOpenWhenPressedAsStandIn(used: StandInUse | null, open: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: what the stand-in was used for, once
  useEffect(() => {
    if (used === 'open') open();
  }, []);
}
