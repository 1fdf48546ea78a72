import DOMPurify, { type Config } from 'dompurify';

/**
 * HTML from the server (documents, original speech recognition) is untrusted: a letter holds
 * whatever a speech engine, an integration or a word processor wrote into it (docs/architecture.md,
 * "Security"). DOMPurify's HTML profile removes scripts, event handlers (`on*`), `javascript:` and
 * other unsafe URLs, SVG and MathML, and these elements with everything in them: forms and their
 * controls, frames, objects and embeds, media, `<style>`, `<template>`, and the document's head. Unknown elements
 * (Word's `<o:p>`, smart tags) go but their text stays. Inline styles, classes and images stay: they
 * are the letter's; what would load from elsewhere is taken out when the letter is shown
 * (`renderHtml.ts`, display mode), not from what is kept.
 */
const letterConfig: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'video',
    'audio',
    'source',
    'track',
    // Never shown by a browser: not the letter's text.
    'template',
  ],
  FORBID_ATTR: ['srcset', 'background', 'poster', 'formaction', 'action'],
};

/**
 * A letter's HTML as an inert fragment for the parser: its document is not the page's, so nothing
 * in it loads (an image in a detached element of the page's own document would).
 */
export function sanitizedLetterFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, { ...letterConfig, RETURN_DOM_FRAGMENT: true });
}

/** Sanitized HTML text, with the same rules. */
export function sanitizedLetterHtml(html: string): string {
  return DOMPurify.sanitize(html, letterConfig);
}
