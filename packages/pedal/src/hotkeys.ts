import { reportActivity } from '@dictation/core';
import { createHeldActions, type TapeAction, type TapeListener } from './tapeActions';

interface Hotkey {
  action: TapeAction;
  code: string;
  matches: (event: KeyboardEvent) => boolean;
}

const shiftAlt = (event: KeyboardEvent) => event.shiftKey && event.altKey && !event.ctrlKey && !event.metaKey;

/**
 * Spec 000 section 9: play/stop Shift+Alt+Down, rewind Shift+Alt+Left, forward Shift+Alt+Right,
 * record Ctrl+backtick. `code` (the physical key) is used, so keyboard layouts where the backtick
 * sits elsewhere or needs a dead key still work.
 */
export const hotkeys: readonly Hotkey[] = [
  { action: 'playStop', code: 'ArrowDown', matches: shiftAlt },
  { action: 'rewind', code: 'ArrowLeft', matches: shiftAlt },
  { action: 'forward', code: 'ArrowRight', matches: shiftAlt },
  {
    action: 'record',
    code: 'Backquote',
    matches: (event) => event.ctrlKey && !event.altKey && !event.metaKey,
  },
];

export interface HotkeyOptions {
  /** Seconds play/stop jumps back when it stops playback. @default 3 */
  rewindOnStop?: () => number;
}

/**
 * Listens for the spec's hotkeys on `target` (a widget root or the document). Rewind and forward
 * are held (start on key down, repeat every 500 ms, stop on key up); play/stop and record toggle.
 * Returns the function that removes the listeners.
 *
 * A secretary presses them while typing in the letter's editor (spec 001 section 2): they are
 * taken in the capture phase, before the focused element sees them, and go no further. An editor
 * (ProseMirror's keymaps, a textarea's Shift+Alt+arrow selection) or a widget that stops the
 * event itself (React Aria's slider and select handle arrows) therefore never acts on them too.
 */
export function listenToHotkeys(target: EventTarget, emit: TapeListener, options: HotkeyOptions = {}) {
  const held = createHeldActions(emit);
  /** Keys whose key down was taken: their key up is ours too. */
  const taken = new Set<string>();
  const consume = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };
  const onKeyDown = (event: Event) => {
    const keyboardEvent = event as KeyboardEvent;
    const hotkey = hotkeys.find(
      (candidate) => candidate.code === keyboardEvent.code && candidate.matches(keyboardEvent),
    );
    if (!hotkey) return;
    // Consumed in the capture phase, the key never reaches the window's activity listener.
    reportActivity('hotkey');
    consume(keyboardEvent);
    taken.add(hotkey.code);
    // The browser's own key repeat is ignored: holding repeats on our 500 ms clock instead.
    if (keyboardEvent.repeat) return;
    if (hotkey.action === 'rewind' || hotkey.action === 'forward') held.start(hotkey.action);
    else
      emit({
        action: hotkey.action,
        phase: 'toggle',
        ...(hotkey.action === 'playStop' ? { rewindSeconds: options.rewindOnStop?.() ?? 3 } : {}),
      });
  };
  const onKeyUp = (event: Event) => {
    const code = (event as KeyboardEvent).code;
    // Modifiers may be released first: the arrow's release ends the hold whatever is still down.
    if (code === 'ArrowLeft') held.stop('rewind');
    if (code === 'ArrowRight') held.stop('forward');
    if (taken.delete(code)) consume(event);
  };
  // Releasing a held key while another window has focus sends no keyup.
  const onBlur = () => {
    held.stopAll();
    taken.clear();
  };
  target.addEventListener('keydown', onKeyDown, { capture: true });
  target.addEventListener('keyup', onKeyUp, { capture: true });
  globalThis.addEventListener?.('blur', onBlur);
  return () => {
    held.stopAll();
    target.removeEventListener('keydown', onKeyDown, { capture: true });
    target.removeEventListener('keyup', onKeyUp, { capture: true });
    globalThis.removeEventListener?.('blur', onBlur);
  };
}
