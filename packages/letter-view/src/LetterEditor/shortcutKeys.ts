import { editorLabels } from '../messages';
import { type EditorAction, editorShortcuts } from './editorCommands';

/**
 * Whether `Mod` is the Command key: prosemirror-keymap's own test, so the keys the help and the
 * tooltips name are the keys the editor binds.
 */
const isApplePlatform = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iP(hone|[oa]d)/.test(navigator.platform);

const { keys } = editorLabels;

/**
 * A ProseMirror key name (`Shift-Mod-e`, `Alt-F10`, `Mod-\\`) as the keyboard shows it:
 * `Ctrl+Shift+E`, or `⌘+Shift+E` on an Apple computer, modifiers in a fixed order.
 */
export function keysInWords(keyName: string, apple = isApplePlatform()): string {
  // The key itself may be '-' (`Mod--`), so only a dash followed by more is a separator.
  const parts = keyName.split(/-(?=.)/);
  const key = parts.pop() ?? '';
  const modifiers = new Set(parts);
  const words = [
    ...(modifiers.has('Mod') ? [apple ? keys.command : keys.control] : []),
    ...(modifiers.has('Ctrl') ? [keys.control] : []),
    ...(modifiers.has('Shift') ? [keys.shift] : []),
    ...(modifiers.has('Alt') ? [apple ? keys.option : keys.alt] : []),
    keys.named[key] ?? (key.length === 1 ? key.toUpperCase() : key),
  ];
  return words.join('+');
}

export type ShortcutName = keyof typeof editorShortcuts;

/** The keys of one of the editor's shortcuts in words; Escape is followed by Tab to leave the editor. */
function shortcutInWords(name: ShortcutName, apple = isApplePlatform()): string | undefined {
  const key = editorShortcuts[name];
  if (key === undefined) return undefined;
  return name === 'leaveEditor'
    ? keys.inTurn(keysInWords(key, apple), keysInWords('Tab', apple))
    : keysInWords(key, apple);
}

/** What a shortcut does, in the help's words (an action's label is its button's name). */
function shortcutLabel(name: ShortcutName | keyof typeof editorLabels.shortcuts): string {
  return name in editorLabels.shortcuts
    ? editorLabels.shortcuts[name as keyof typeof editorLabels.shortcuts]
    : editorLabels[name as EditorAction];
}

/**
 * The player's hotkeys (spec 001 section 9; `@dictation/pedal`'s `hotkeys`), which work while the
 * secretary types: the editor binds none of them.
 */
export const playerShortcuts = [
  ['playStop', 'Shift-Alt-ArrowDown'],
  ['rewind', 'Shift-Alt-ArrowLeft'],
  ['forward', 'Shift-Alt-ArrowRight'],
] as const satisfies readonly (readonly [keyof typeof editorLabels.shortcuts, string])[];

/** Every line of the keyboard shortcuts help: what it does and its keys. */
export function shortcutLines(apple = isApplePlatform()): { label: string; keys: string }[] {
  const editorLines = (Object.keys(editorShortcuts) as ShortcutName[]).map((name) => ({
    label: shortcutLabel(name),
    keys: shortcutInWords(name, apple) ?? '',
  }));
  const playerLines = playerShortcuts.map(([name, key]) => ({
    label: shortcutLabel(name),
    keys: keysInWords(key, apple),
  }));
  return [...editorLines, ...playerLines];
}

/** A control's tooltip: its name, and its keys where it has a shortcut. */
export function tooltipOf(label: string, name?: ShortcutName): string {
  const keysOfControl = name === undefined ? undefined : shortcutInWords(name);
  return keysOfControl ? editorLabels.withKeys(label, keysOfControl) : label;
}
