/**
 * How HTML is laid out, as far as reading a letter needs it: which elements are blocks, which hold
 * text, and where text sits loose among blocks (a cell or list item written `<td>Hb</td>`,
 * `<li>one<ul>..</ul></li>`). The editor's document holds text only in textblocks, so such loose
 * text is read into a paragraph marked implicit, which is written back without a tag: the HTML
 * keeps its shape.
 */

/** Elements that hold only text (and inline elements): read as a paragraph with their tag. */
export const textblockTags = ['p', 'div', 'address', 'dt', 'dd', 'figcaption', 'summary'] as const;

/** Elements that hold blocks: read as a container with their tag. */
export const containerTags = [
  'div',
  'blockquote',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'center',
  'figure',
  'details',
  'dl',
  'hgroup',
  'fieldset',
] as const;

/** Inline elements the editor keeps as a generic mark with their tag and attributes. */
export const inlineWrapperTags = [
  'span',
  'font',
  'small',
  'big',
  'mark',
  'abbr',
  'acronym',
  'cite',
  'code',
  'kbd',
  'samp',
  'var',
  'dfn',
  'q',
  's',
  'strike',
  'del',
  'ins',
  'bdi',
  'bdo',
  'time',
  'data',
  'tt',
  'nobr',
  'label',
  'blink',
  'a',
] as const;

/** Elements whose content is laid out as blocks (or that are blocks themselves). */
const blockTags = new Set<string>([
  ...textblockTags,
  ...containerTags,
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'menu',
  'dir',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'pre',
  'hr',
  'legend',
  'form',
  'dialog',
  'listing',
  'xmp',
  'plaintext',
]);

export const isBlockElement = (node: Node): node is Element =>
  node.nodeType === 1 && blockTags.has((node as Element).localName);

/** Text or an inline element that shows something (whitespace between blocks is not text). */
const isInlineContent = (node: Node): boolean =>
  node.nodeType === 3
    ? /[^ \t\n\r\f]/.test(node.nodeValue ?? '')
    : node.nodeType === 1 && !isBlockElement(node);

/** The attribute that marks a paragraph the parser made for loose text. */
export const implicitMarker = 'data-dictation-implicit';

/** Elements whose content the schema requires to be blocks, so loose text in them is wrapped. */
const blockContentTags = new Set([
  'li',
  'td',
  'th',
  'blockquote',
  ...containerTags.filter((tag) => tag !== 'div'),
]);

/**
 * Wraps each run of loose text in `root` (a parsed letter, not shown) in a paragraph marked
 * implicit: at the top, in elements that must hold blocks (list items, cells, quotes), and in a
 * `div` that holds blocks as well as text. A `div` of text alone stays a textblock of its own.
 */
export function wrapLooseText(root: ParentNode): void {
  wrapRuns(root, true);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (element.localName === 'pre' || element.closest('pre, [data-dictation-implicit]') !== null) continue;
    const mustHoldBlocks = blockContentTags.has(element.localName);
    const holdsBlocks = Array.from(element.childNodes).some(isBlockElement);
    if (mustHoldBlocks || (element.localName === 'div' && holdsBlocks))
      wrapRuns(element, mustHoldBlocks || holdsBlocks, mustHoldBlocks);
  }
}

function wrapRuns(parent: ParentNode, always: boolean, wrapEmpty = false): void {
  const children = Array.from(parent.childNodes);
  if (!always && !children.some(isBlockElement)) return;
  const implicitParagraph = () => {
    const paragraph = (parent.ownerDocument ?? (parent as Document)).createElement('p');
    paragraph.setAttribute(implicitMarker, '');
    return paragraph;
  };
  let run: Node[] = [];
  const flush = () => {
    if (run.some(isInlineContent)) {
      const paragraph = implicitParagraph();
      run[0]?.parentNode?.insertBefore(paragraph, run[0]);
      paragraph.append(...run);
    }
    run = [];
  };
  for (const child of children) {
    if (isBlockElement(child)) flush();
    else run.push(child);
  }
  flush();
  // An empty cell or list item reads as one empty implicit paragraph, so `<td></td>` is written
  // back as it came (the schema needs a block there).
  if (
    wrapEmpty &&
    !Array.from(parent.childNodes).some((child) => child.nodeType === 1 || isInlineContent(child))
  )
    parent.append(implicitParagraph());
}
