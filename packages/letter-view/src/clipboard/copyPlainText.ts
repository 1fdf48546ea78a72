/**
 * Puts text on the clipboard. The Clipboard API exists only in a secure context, which a portal
 * served over plain http on a hospital network is not; there the text is copied as a selection
 * is (`execCommand('copy')`, still allowed during the user's press). The helper textarea goes
 * next to the focused control, so a modal's focus containment keeps it (React Aria's FocusScope
 * would take the focus back from an element outside the dialog before anything is copied).
 */
export async function copyPlainText(text: string): Promise<void> {
  if (globalThis.isSecureContext && globalThis.navigator.clipboard) {
    await globalThis.navigator.clipboard.writeText(text);
    return;
  }
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, { position: 'fixed', top: '0', left: '0', opacity: '0' });
  (focused?.parentElement ?? document.body).append(area);
  area.focus();
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('The browser refused to copy');
  } finally {
    area.remove();
    focused?.focus();
  }
}
