import DOMPurify from 'dompurify';

/**
 * HTML from the server (original speech recognition, documents) is untrusted: a transcript can
 * contain anything a speech engine or an integration wrote into it (DESIGN.md section 9).
 * Keeps text formatting, drops scripts, event handlers, `javascript:` URLs, styles that could
 * overlay the page, and forms.
 */
export function sanitizeServerHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
