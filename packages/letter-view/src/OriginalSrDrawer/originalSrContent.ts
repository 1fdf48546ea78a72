import { letterText, parseLetterHtml, serializeLetterHtml } from '../letterHtml';

/** The original speech recognition as it is shown and copied. */
export interface OriginalSrContent {
  /** Sanitized HTML in the letter's canonical form, safe to render. */
  html: string;
  /** The text, a line per block: the plain rendition on the clipboard. */
  text: string;
}

/**
 * The server's original SR (HTML text) for the drawer, read as the editor reads a letter:
 * sanitized (`sanitizeServerHtml`, DOMPurify; docs/architecture.md, "Security"), then through the
 * letter schema, so paragraphs, headings, lists and bold, italic and underline stay, and anything
 * else (images, tables' structure, links, classes) goes. An answer without tags (a recogniser's
 * plain text) becomes a paragraph per line, so its lines do not run together.
 */
export function originalSrContent(answer: string): OriginalSrContent {
  const document = parseLetterHtml(answer);
  return { html: serializeLetterHtml(document, 'display'), text: letterText(document).trim() };
}
