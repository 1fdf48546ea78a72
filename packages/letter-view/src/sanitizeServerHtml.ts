import { htmlFragment } from './letterHtml/renderHtml';
import { sanitizedLetterHtml } from './letterHtml/sanitize';

/**
 * HTML from the server (original speech recognition, documents), made safe to put in a page
 * (docs/architecture.md, "Security"): DOMPurify's rules of `letterHtml/sanitize.ts` (no scripts,
 * event handlers, `javascript:` URLs, forms, frames, objects, media or `<style>`), then what would
 * load from elsewhere or leave the page goes: an image keeps only an inline `data:image/` source,
 * and a style loses `url()`s, `expression()`s and positions that take a block out of the flow.
 * The formatting stays: styles, classes, tables, images, links.
 */
export function sanitizeServerHtml(html: string): string {
  const container = globalThis.document.createElement('template');
  container.content.append(htmlFragment(sanitizedLetterHtml(html), 'display'));
  return container.innerHTML;
}
