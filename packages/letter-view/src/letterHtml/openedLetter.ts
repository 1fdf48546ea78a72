import type { Node } from 'prosemirror-model';
import { prepareAlignment, sourceWithChanges } from './keptSource';
import { canonicalLetterHtml, parseLetterHtml, serializeLetterHtml } from './letterHtml';

/** A letter opened from the server's HTML: the editor's document, and the server HTML of its edits. */
export interface OpenedLetter {
  /** The document the editor starts from. */
  readonly doc: Node;
  /**
   * The letter as the server keeps it once the editor's document is `doc`: the HTML it came as
   * with the changes in place (`sourceWithChanges`). The untouched document gives the HTML as it
   * came, byte for byte.
   */
  serverHtmlOf(doc: Node): string;
  /** Does ahead of the first save what every save needs (when the browser is idle after opening). */
  prepare(): void;
}

export function openLetter(html: string): OpenedLetter {
  const doc = parseLetterHtml(html);
  const kept = { html, canonical: serializeLetterHtml(doc) };
  /** The last form written and its server HTML: a save and a keep of the same text share one check. */
  let written: { canonical: string; html: string } | undefined;
  return {
    doc,
    serverHtmlOf(next) {
      const canonical = serializeLetterHtml(next);
      if (written?.canonical !== canonical)
        written = { canonical, html: sourceWithChanges(kept, canonical, canonicalLetterHtml) };
      return written.html;
    },
    prepare: () => prepareAlignment(kept),
  };
}
