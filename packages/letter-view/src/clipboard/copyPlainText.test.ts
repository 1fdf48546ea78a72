import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyPlainText } from './copyPlainText';

describe('copyPlainText outside a secure context (no Clipboard API)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('copies the text as a selection, next to the focused control, and gives the focus back', async () => {
    vi.stubGlobal('isSecureContext', false);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    let selected = '';
    document.execCommand = vi.fn(() => {
      const area = document.activeElement as HTMLTextAreaElement;
      selected = area.value.slice(area.selectionStart, area.selectionEnd);
      return area.parentElement === document.body;
    });
    await copyPlainText('Dear Colleague,\nRamipril 5 mg');
    expect(selected).toBe('Dear Colleague,\nRamipril 5 mg');
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
    button.remove();
  });

  it('fails when the browser refuses, so the user is told', async () => {
    vi.stubGlobal('isSecureContext', false);
    document.execCommand = vi.fn(() => false);
    await expect(copyPlainText('text')).rejects.toThrow('refused');
    expect(document.querySelector('textarea')).toBeNull();
  });
});
