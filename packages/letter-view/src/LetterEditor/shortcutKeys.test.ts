import { describe, expect, it } from 'vitest';
import { editorShortcuts } from './editorCommands';
import { keysInWords, playerShortcuts, shortcutLines, tooltipOf } from './shortcutKeys';

describe('keysInWords', () => {
  it('names the keys as the keyboard shows them, modifiers first in a fixed order', () => {
    expect(keysInWords('Mod-b', false)).toBe('Ctrl+B');
    expect(keysInWords('Shift-Mod-e', false)).toBe('Ctrl+Shift+E');
    expect(keysInWords('Mod-Shift-e', false)).toBe('Ctrl+Shift+E');
    expect(keysInWords('Alt-F10', false)).toBe('Alt+F10');
    expect(keysInWords('Shift-Alt-ArrowDown', false)).toBe('Shift+Alt+Down');
    expect(keysInWords('Mod-\\', false)).toBe('Ctrl+\\');
    expect(keysInWords('Mod--', false)).toBe('Ctrl+-');
    expect(keysInWords('Shift-Enter', false)).toBe('Shift+Enter');
    expect(keysInWords('Tab', false)).toBe('Tab');
  });

  it('on an Apple computer Mod is the Command key and Alt is Option, as ProseMirror binds them', () => {
    expect(keysInWords('Shift-Mod-e', true)).toBe('⌘+Shift+E');
    expect(keysInWords('Alt-F10', true)).toBe('Option+F10');
    expect(keysInWords('Shift-Alt-ArrowLeft', true)).toBe('Shift+Option+Left');
  });
});

describe('the keyboard shortcuts help', () => {
  it("lists every key of the editor, then the player's hotkeys, none without keys or a name", () => {
    const lines = shortcutLines(false);
    expect(lines).toHaveLength(Object.keys(editorShortcuts).length + playerShortcuts.length);
    for (const line of lines) {
      expect(line.label).not.toBe('');
      expect(line.keys).not.toBe('');
    }
    expect(new Set(lines.map((line) => line.label)).size).toBe(lines.length);
  });

  it('names the keys that leave the editor and reach the toolbar, and the player hotkeys', () => {
    const keys = Object.fromEntries(shortcutLines(false).map((line) => [line.label, line.keys]));
    expect(keys).toMatchObject({
      Bold: 'Ctrl+B',
      'Leave the editor': 'Escape, then Tab',
      'Go to the toolbar': 'Alt+F10',
      'Next table cell (a new row after the last)': 'Tab',
      'Play or pause the recording': 'Shift+Alt+Down',
      'Rewind the recording': 'Shift+Alt+Left',
      'Fast forward the recording': 'Shift+Alt+Right',
    });
  });

  it("gives a control's tooltip its keys where it has a shortcut", () => {
    expect(tooltipOf('Bold', 'bold')).toBe('Bold (Ctrl+B)');
    expect(tooltipOf('Table')).toBe('Table');
  });
});
