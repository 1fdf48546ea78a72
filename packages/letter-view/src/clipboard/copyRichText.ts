import { copyPlainText } from './copyPlainText';

/**
 * Copies the letter so it pastes formatted into a word processor or an EPR's rich text box and
 * as plain text elsewhere: both renditions in one clipboard item where the browser allows it,
 * the plain text otherwise (no Clipboard API outside a secure context).
 */
export async function copyRichText(html: string, text: string): Promise<void> {
  const clipboard = globalThis.isSecureContext ? globalThis.navigator.clipboard : undefined;
  if (clipboard?.write && typeof ClipboardItem !== 'undefined') {
    await clipboard.write([
      new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([text], { type: 'text/plain' }),
      }),
    ]);
    return;
  }
  await copyPlainText(text);
}
