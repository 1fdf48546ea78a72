import { filterStyle, styleProperty } from './htmlAttributes';
import { sanitizedLetterFragment } from './sanitize';

/**
 * HTML pasted from Word, LibreOffice or Google Docs, made into what a letter keeps: tables, lists,
 * emphasis, alignment, indents, fonts and colours stay; the applications' noise goes (comments,
 * `<o:p>` and other namespaced elements, `mso-*` and browser-internal styles, classes that point at
 * a stylesheet the letter does not have, Google Docs' ids and wrappers). Word's list paragraphs
 * become real lists and Google Docs' styled spans become bold, italic, underline, sub- and
 * superscript. Sanitized first (DOMPurify, `sanitize.ts`): a clipboard is untrusted too.
 */
export function cleanPastedHtml(html: string): string {
  const fragment = sanitizedLetterFragment(html);
  const document = fragment.ownerDocument;
  removeComments(fragment);
  unwrapDocsWrapper(fragment);
  convertWordLists(fragment);
  for (const element of Array.from(fragment.querySelectorAll('*'))) {
    cleanAttributes(element);
    if (element.localName === 'span') spanToSemanticTags(element, document);
  }
  unwrapEmptySpans(fragment);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

function removeComments(root: DocumentFragment) {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) comments.push(node);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

/** Google Docs wraps a paste in `<b style="font-weight:normal" id="docs-internal-guid-…">`: not bold. */
function unwrapDocsWrapper(root: DocumentFragment) {
  for (const wrapper of Array.from(root.querySelectorAll('b[id^="docs-internal-guid"]')))
    wrapper.replaceWith(...Array.from(wrapper.childNodes));
}

/** Style declarations a pasted letter keeps: what it looks like, not how its application worked. */
function keepsDeclaration(property: string, value: string): boolean {
  if (
    /^(mso-|-webkit-|-moz-|font-variant|font-kerning|font-feature|font-optical|text-decoration-skip|white-space|line-height|margin-top|margin-bottom|tab-stops|page-break|orphans|widows)/.test(
      property,
    )
  )
    return false;
  const normalised = value.trim().toLowerCase();
  if (property === 'vertical-align' && normalised === 'baseline') return false;
  if ((property === 'background-color' || property === 'background') && normalised === 'transparent')
    return false;
  if (property === 'text-decoration' && normalised === 'none') return false;
  if (property === 'font-style' && normalised === 'normal') return false;
  if (property === 'font-weight' && (normalised === 'normal' || normalised === '400')) return false;
  // Word's and Docs' "automatic" text colour.
  if (property === 'color' && /^(windowtext|black|#000000|#000|rgb\(0,\s*0,\s*0\))$/.test(normalised))
    return false;
  return true;
}

/** Attributes a pasted letter keeps: no classes (their stylesheet is not pasted), ids or lang tags. */
function cleanAttributes(element: Element) {
  for (const name of element.getAttributeNames())
    if (
      name === 'class' ||
      name === 'id' ||
      name === 'lang' ||
      name.startsWith('data-') ||
      name.startsWith('aria-')
    )
      element.removeAttribute(name);
  const style = element.getAttribute('style');
  if (style === null) return;
  const kept = filterStyle(style, keepsDeclaration);
  if (kept) element.setAttribute('style', kept);
  else element.removeAttribute('style');
}

/** Google Docs writes emphasis as a span's style: made the elements a letter and its toolbar know. */
function spanToSemanticTags(span: Element, document: Document) {
  const style = span.getAttribute('style') ?? '';
  const weight = styleProperty(style, 'font-weight') ?? '';
  const wrappers: string[] = [];
  if (/^(bold|bolder|[6-9]00)$/.test(weight)) wrappers.push('strong');
  if (styleProperty(style, 'font-style') === 'italic') wrappers.push('em');
  if (/underline/.test(styleProperty(style, 'text-decoration') ?? '')) wrappers.push('u');
  const vertical = styleProperty(style, 'vertical-align');
  if (vertical === 'super') wrappers.push('sup');
  if (vertical === 'sub') wrappers.push('sub');
  if (wrappers.length === 0) return;
  const rest = filterStyle(
    style,
    (property) => !['font-weight', 'font-style', 'text-decoration', 'vertical-align'].includes(property),
  );
  if (rest) span.setAttribute('style', rest);
  else span.removeAttribute('style');
  let inner: Element = span;
  for (const tag of wrappers) {
    const wrapper = document.createElement(tag);
    wrapper.append(...Array.from(inner.childNodes));
    inner.append(wrapper);
    inner = wrapper;
  }
}

/** A span left with nothing to say (its classes and Word's styles gone) is only its text. */
function unwrapEmptySpans(root: DocumentFragment) {
  for (const span of Array.from(root.querySelectorAll('span')).reverse())
    if (span.attributes.length === 0) span.replaceWith(...Array.from(span.childNodes));
}

/** Word's list paragraph: `mso-list:l0 level2 lfo1` in its style (before that style is cleaned). */
function wordListLevel(element: Element): number | undefined {
  const match = /mso-list:\s*l\d+\s+level(\d+)/i.exec(element.getAttribute('style') ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * Word pastes a list as paragraphs, each with its level in a style and its bullet or number as
 * text in a `mso-list:Ignore` span. Consecutive such paragraphs become nested `ul`/`ol` lists (a
 * number, letter or roman numeral before `.` or `)` makes a numbered one), the bullet text gone.
 */
function convertWordLists(root: DocumentFragment) {
  const document = root.ownerDocument;
  const paragraphs = Array.from(root.querySelectorAll('p, div, h1, h2, h3, h4, h5, h6')).filter(
    (element) => wordListLevel(element) !== undefined,
  );
  const handled = new Set<Element>();
  for (const first of paragraphs) {
    if (handled.has(first)) continue;
    // A run of list paragraphs that follow each other (whitespace between them aside).
    const run: Element[] = [first];
    for (
      let next = nextElementSibling(first);
      next && wordListLevel(next) !== undefined;
      next = nextElementSibling(next)
    )
      run.push(next);
    const stack: { level: number; list: Element }[] = [];
    for (const paragraph of run) {
      handled.add(paragraph);
      const level = wordListLevel(paragraph) ?? 1;
      const marker = paragraph.querySelector(
        'span[style*="mso-list:Ignore" i], span[style*="mso-list: Ignore" i]',
      );
      const numbered = /^\s*([0-9]+|[a-z]|[ivxlc]+)[.)]/i.test(marker?.textContent ?? '');
      marker?.remove();
      while (stack.length > 0 && (stack[stack.length - 1]?.level ?? 0) > level) stack.pop();
      let current = stack[stack.length - 1];
      if (!current || current.level < level) {
        const list = document.createElement(numbered ? 'ol' : 'ul');
        const parentItem = current?.list.lastElementChild;
        if (parentItem) parentItem.append(list);
        else paragraph.before(list);
        current = { level, list };
        stack.push(current);
      }
      const item = document.createElement('li');
      item.append(...Array.from(paragraph.childNodes));
      const align = styleProperty(paragraph.getAttribute('style') ?? '', 'text-align');
      if (align) item.setAttribute('style', `text-align: ${align}`);
      current.list.append(item);
      paragraph.remove();
    }
  }
}

function nextElementSibling(element: Element): Element | null {
  let next = element.nextSibling;
  while (next && next.nodeType === 3 && !/\S/.test(next.nodeValue ?? '')) next = next.nextSibling;
  return next?.nodeType === 1 ? (next as Element) : null;
}
