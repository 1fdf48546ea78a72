import DOMPurify from 'dompurify';

/**
 * HTML from the server (original speech recognition, documents) is untrusted: a transcript can
 * contain anything a speech engine or an integration wrote into it (docs/architecture.md,
 * "Security"). Keeps text formatting, drops scripts, event handlers, `javascript:` URLs, styles
 * that could overlay the page, and forms. Nothing may load from elsewhere when a document is shown
 * (a remote image is a read receipt): images keep only inline `data:image/` sources, and media,
 * `srcset`, `background` and `poster` go.
 */
export function sanitizeServerHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
      'video',
      'audio',
      'source',
      'track',
      'picture',
    ],
    FORBID_ATTR: ['style', 'srcset', 'background', 'poster'],
  });
  // A template's content is inert: parsing it here loads no image.
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const image of template.content.querySelectorAll('img')) {
    if (!/^data:image\//i.test(image.getAttribute('src') ?? '')) image.remove();
  }
  return template.innerHTML;
}
