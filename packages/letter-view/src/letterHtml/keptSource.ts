import { diffCleanupSemantic, diffMain } from 'diff-match-patch-es';

/**
 * The server's HTML of a letter, and what the editor writes for it untouched (its canonical form).
 * The two differ wherever the letter was not written by this editor: Word's unquoted attributes,
 * its comments and `<o:p>`, line breaks in the source, entities written another way, what the
 * sanitizer removes from view. The server's HTML is the letter; the editor's form is how the
 * editor sees it.
 */
export interface KeptSource {
  readonly html: string;
  readonly canonical: string;
}

/**
 * The server's HTML with the editor's changes put in place (docs/wire-contract.md, Documents,
 * "What the editor keeps"): the differences between the editor's untouched form and its form now
 * are found, widened so none starts or ends inside a tag or an entity, located in the server's HTML
 * through an alignment of the two untouched forms, and applied there. Everything the user did not
 * change stays byte for byte as the server has it, so a one-word edit of a Word letter changes that
 * word and nothing else.
 *
 * The result is checked: read by the editor, it must give exactly the form the editor has now
 * (`canonicalOf`). When it does not (an edit the alignment cannot place), the editor's form is
 * returned instead: it holds everything the editor shows, written the editor's way. Nothing the user
 * sees is ever stored differently from how they see it.
 */
export function sourceWithChanges(
  kept: KeptSource,
  canonicalNow: string,
  canonicalOf: (html: string) => string,
): string {
  if (canonicalNow === kept.canonical) return kept.html;
  if (kept.html === kept.canonical) return canonicalNow;
  const changes = widenToTokens(changesBetween(kept.canonical, canonicalNow), tokenEdges(kept.canonical));
  const alignment = alignmentOf(kept);
  const placed = placeInSource(changes, alignment.stretches);
  const result = applyChanges(kept.html, placed, canonicalNow);
  if (placed.every((change) => isTextOnly(change, kept, canonicalNow, alignment))) return result;
  return canonicalOf(result) === canonicalNow ? result : canonicalNow;
}

/** Text that may hold markup, or that the HTML parser reads otherwise (line breaks after `<pre>`, NUL). */
const markupOrParsed = /[<>&\r\n\0]/;

/**
 * A change that needs no check by reading the result back: it takes plain text out of plain text of
 * the letter's body and puts plain text in its place, in both forms (no tag, entity or character
 * the parser rewrites on either side, and not inside the head or an element whose text is not the
 * letter's, such as a title or a script). The server's HTML then reads as before but for that
 * text, exactly as the editor's does. Typing is such a change; reading back a 20-page letter costs
 * a tenth of a second, too much to do as every word is kept (createDocumentSaver).
 */
function isTextOnly(
  change: PlacedChange,
  kept: KeptSource,
  canonicalNow: string,
  alignment: Alignment,
): boolean {
  return (
    !markupOrParsed.test(kept.canonical.slice(change.from, change.to)) &&
    !markupOrParsed.test(canonicalNow.slice(change.newFrom, change.newTo)) &&
    !markupOrParsed.test(kept.html.slice(change.sourceFrom, change.sourceTo)) &&
    !touchesAny(alignment.notLetterText, change.sourceFrom, change.sourceTo)
  );
}

/** Whether `from`..`to` (a point when they are equal) meets one of the sorted stretches. */
function touchesAny(stretches: readonly { from: number; to: number }[], from: number, to: number): boolean {
  let low = 0;
  let high = stretches.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const stretch = stretches[middle] as { from: number; to: number };
    if (stretch.to < from) low = middle + 1;
    else if (stretch.from > to) high = middle - 1;
    else return true;
  }
  return false;
}

/** A change: `from`..`to` of the untouched form becomes `newFrom`..`newTo` of the form now. */
interface Change {
  from: number;
  to: number;
  newFrom: number;
  newTo: number;
}

function changesBetween(before: string, after: string): Change[] {
  const diffs = diffMain(before, after);
  diffCleanupSemantic(diffs);
  const changes: Change[] = [];
  let at = 0;
  let newAt = 0;
  let current: Change | undefined;
  for (const [operation, text] of diffs) {
    if (operation === 0) {
      if (current) changes.push(current);
      current = undefined;
      at += text.length;
      newAt += text.length;
      continue;
    }
    current ??= { from: at, to: at, newFrom: newAt, newTo: newAt };
    if (operation === -1) {
      at += text.length;
      current.to = at;
    } else {
      newAt += text.length;
      current.newTo = newAt;
    }
  }
  if (current) changes.push(current);
  return changes;
}

/** Where the tags and entities of `html` start and end: a change must not cut one. */
function tokenEdges(html: string): { start: number; end: number }[] {
  const tokens: { start: number; end: number }[] = [];
  const pattern = /<[^>]*>|&[#a-zA-Z0-9]+;/g;
  for (let match = pattern.exec(html); match; match = pattern.exec(html))
    tokens.push({ start: match.index, end: match.index + match[0].length });
  return tokens;
}

/** The token that `offset` falls strictly inside, if any (binary search: tokens are in order). */
function tokenAround(tokens: { start: number; end: number }[], offset: number) {
  let low = 0;
  let high = tokens.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const token = tokens[middle];
    if (!token) break;
    if (offset <= token.start) high = middle - 1;
    else if (offset >= token.end) low = middle + 1;
    else return token;
  }
  return undefined;
}

/**
 * Widens each change to whole tags and entities of the untouched form (the text added on either
 * side is the same in both forms, as it lies outside the change), merging changes that then touch.
 */
function widenToTokens(changes: Change[], tokens: { start: number; end: number }[]): Change[] {
  const widened: Change[] = [];
  for (const change of changes) {
    const startToken = tokenAround(tokens, change.from);
    const endToken = tokenAround(tokens, change.to);
    const before = startToken ? change.from - startToken.start : 0;
    const after = endToken ? endToken.end - change.to : 0;
    const next = {
      from: change.from - before,
      to: change.to + after,
      newFrom: change.newFrom - before,
      newTo: change.newTo + after,
    };
    const last = widened[widened.length - 1];
    if (last && next.from <= last.to) {
      last.to = Math.max(last.to, next.to);
      last.newTo = next.newTo + (last.to - next.to);
    } else widened.push(next);
  }
  return widened;
}

/**
 * The alignment of the untouched form with the server's HTML, made once per letter: its stretches,
 * and where the server's HTML holds text that is not the letter's body text (`notLetterText`).
 */
interface Alignment {
  stretches: Stretch[];
  notLetterText: { from: number; to: number }[];
}

const alignments = new WeakMap<KeptSource, Alignment>();

/**
 * Makes the alignment of a letter ahead of its first save (the editor asks when the browser is
 * idle after opening it): it takes a fifth of a second for a 20-page Word letter.
 */
export function prepareAlignment(kept: KeptSource): void {
  if (kept.html !== kept.canonical) alignmentOf(kept);
}

function alignmentOf(kept: KeptSource): Alignment {
  let alignment = alignments.get(kept);
  if (!alignment) {
    alignment = { stretches: align(kept.canonical, kept.html), notLetterText: notLetterTextOf(kept.html) };
    alignments.set(kept, alignment);
  }
  return alignment;
}

/** Elements whose text is not the letter's text to edit: the head's, raw text, what the sanitizer drops or the editor keeps whole. */
const notLetterElements = new Set([
  'head',
  'title',
  'script',
  'style',
  'template',
  'textarea',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'select',
  'option',
  'optgroup',
  'datalist',
  'audio',
  'video',
  'canvas',
  'button',
  'caption',
  'colgroup',
  'meter',
  'progress',
  'ruby',
  'map',
]);
const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * Where the server's HTML holds text that is not the letter's body text: before `<body>` (when it
 * has one), and inside the elements above. Read by following start and end tags, as far as text
 * goes: where the HTML is too broken to follow, more is taken as not the letter's, never less.
 */
function notLetterTextOf(html: string): { from: number; to: number }[] {
  const stretches: { from: number; to: number }[] = [];
  const open: string[] = [];
  let inBody = !/<body[\s>]/i.test(html);
  let at = 0;
  for (const token of html.match(tokenPattern) ?? []) {
    const tag = /^<(\/?)([a-zA-Z][^\s/>]*)/.exec(token);
    if (tag) {
      const name = (tag[2] ?? '').toLowerCase();
      if (tag[1]) {
        const index = open.lastIndexOf(name);
        if (index >= 0) open.length = index;
      } else {
        if (name === 'body') inBody = true;
        if (!voidElements.has(name) && !token.endsWith('/>')) open.push(name);
      }
    } else if (!token.startsWith('<') && (!inBody || open.some((name) => notLetterElements.has(name)))) {
      const last = stretches[stretches.length - 1];
      if (last && last.to === at) last.to = at + token.length;
      else stretches.push({ from: at, to: at + token.length });
    }
    at += token.length;
  }
  return stretches;
}

/**
 * The tokens of HTML text: comments and other `<!...>` declarations, tags, entities, runs of
 * whitespace, words (of letters and digits, in any script), and single other characters. An
 * alignment made of whole tokens never matches half a tag with half of another, and is much
 * shorter to compute than one of characters.
 */
const tokenPattern =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<[^>]*>?|&[#a-zA-Z0-9]+;|\s+|[\p{L}\p{N}\p{M}]+|[\s\S]/gu;
const attributePattern = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The character an entity stands for (`&#8211;` and `&ndash;` are `–`), read as the parser reads it. */
const entityCharacters = new Map<string, string>();
function characterOf(entity: string): string {
  let character = entityCharacters.get(entity);
  if (character === undefined) {
    const reader = globalThis.document.createElement('textarea');
    reader.innerHTML = entity;
    character = reader.value;
    entityCharacters.set(entity, character);
  }
  return character;
}

/**
 * What a token is, whatever way it is written: a tag by its name and attributes (Word writes
 * `<p class=MsoNormal>` where the editor writes `<p class="MsoNormal">`), an entity by its
 * character, whitespace as one space. Tokens of one key are aligned with each other, so two forms
 * that differ only in such writing stay aligned everywhere, and the alignment is short to find.
 */
function keyOf(token: string): string {
  if (/^\s/.test(token)) return ' ';
  if (token.startsWith('&')) return characterOf(token);
  const tag = /^<(\/?)([a-zA-Z][^\s/>]*)([\s\S]*?)\/?>$/.exec(token);
  if (!tag) return token;
  const attributes: string[] = [];
  for (const [, name, double, single, bare] of (tag[3] ?? '').matchAll(attributePattern))
    attributes.push(`${name?.toLowerCase()}=${characterOfText(double ?? single ?? bare ?? '')}`);
  return `<${tag[1]}${tag[2]?.toLowerCase()} ${attributes.join(' ')}>`;
}

const characterOfText = (value: string) => value.replace(/&[#a-zA-Z0-9]+;/g, characterOf);

/** Distinct token keys the alignment can give a character each (the Basic Multilingual Plane, less one). */
const maximumDistinctTokens = 65_535;

/**
 * A stretch of the alignment: text both forms write alike (`same`), one token written two ways
 * (`rewritten`, a stretch of its own), or a run of text only one of them has (`changed`).
 */
interface Stretch {
  kind: 'same' | 'rewritten' | 'changed';
  from: number;
  to: number;
  sourceFrom: number;
  sourceTo: number;
}

/**
 * The alignment of the untouched form with the server's HTML: diff-match-patch over their tokens'
 * keys (each key made one character, as its `linesToChars` does with lines), read back as stretches
 * of the two texts. With more distinct tokens than characters to name them (a letter of tens of
 * thousands of different words), the characters are compared instead.
 */
function align(before: string, after: string): Stretch[] {
  const codes = new Map<string, string>();
  const encode = (tokens: string[]): string | undefined => {
    let encoded = '';
    for (const token of tokens) {
      const key = keyOf(token);
      let code = codes.get(key);
      if (code === undefined) {
        if (codes.size >= maximumDistinctTokens) return undefined;
        code = String.fromCharCode(codes.size);
        codes.set(key, code);
      }
      encoded += code;
    }
    return encoded;
  };
  const beforeTokens = before.match(tokenPattern) ?? [];
  const afterTokens = after.match(tokenPattern) ?? [];
  // What the editor never writes is left out of the comparison: it can only be the server's own
  // (and leaving it out keeps a Word letter of megabytes quick to align).
  const serverOnly = afterTokens.map((token, index) =>
    isServerOnly(token, afterTokens[index - 1], afterTokens[index + 1]),
  );
  const encodedBefore = encode(beforeTokens);
  const encodedAfter =
    encodedBefore === undefined
      ? undefined
      : encode(afterTokens.filter((_token, index) => !serverOnly[index]));

  const stretches: Stretch[] = [];
  let at = 0;
  let sourceAt = 0;
  const add = (kind: Stretch['kind'], beforeText: string, afterText: string) => {
    const last = stretches[stretches.length - 1];
    const stretch =
      last && last.kind === kind && kind !== 'rewritten'
        ? last
        : { kind, from: at, to: at, sourceFrom: sourceAt, sourceTo: sourceAt };
    if (stretch !== last) stretches.push(stretch);
    at += beforeText.length;
    sourceAt += afterText.length;
    stretch.to = at;
    stretch.sourceTo = sourceAt;
  };
  if (encodedBefore === undefined || encodedAfter === undefined) {
    for (const [operation, text] of diffMain(before, after))
      add(operation === 0 ? 'same' : 'changed', operation === 1 ? '' : text, operation === -1 ? '' : text);
    return stretches;
  }
  let beforeAt = 0;
  let afterAt = 0;
  /** The server's own tokens before the next compared one: text only the server's HTML has. */
  const passServerOnly = () => {
    while (afterAt < afterTokens.length && serverOnly[afterAt])
      add('changed', '', afterTokens[afterAt++] ?? '');
  };
  // Bounded for a letter of megabytes (past the bound the alignment is coarser: a change widens to
  // the stretch around it and, if that cannot be placed, the editor's own form is sent). A real
  // letter's tokens align in well under a second, so the result does not depend on the machine.
  for (const [operation, encoded] of diffMain(encodedBefore, encodedAfter, { diffTimeout: 10 }, false)) {
    for (let index = 0; index < encoded.length; index += 1) {
      if (operation !== -1) passServerOnly();
      const beforeToken = operation === 1 ? '' : (beforeTokens[beforeAt++] ?? '');
      const afterToken = operation === -1 ? '' : (afterTokens[afterAt++] ?? '');
      add(
        operation !== 0 ? 'changed' : beforeToken === afterToken ? 'same' : 'rewritten',
        beforeToken,
        afterToken,
      );
    }
  }
  passServerOnly();
  return stretches;
}

/**
 * A token of the server's HTML the editor never writes: a comment or `<!...>` declaration, a tag of
 * a namespaced element (Word's `<o:p>`, `<v:shape>`) or of the document's frame (`<html>`, `<head>`,
 * `<meta>`...), and whitespace between two tags (the editor writes none between blocks).
 */
function isServerOnly(token: string, previous: string | undefined, next: string | undefined): boolean {
  if (token.startsWith('<!')) return true;
  const tag = /^<\/?([a-zA-Z][^\s/>]*)/.exec(token)?.[1]?.toLowerCase();
  if (tag) return tag.includes(':') || documentFrameTags.has(tag);
  return /^\s+$/.test(token) && previous?.startsWith('<') === true && next?.startsWith('<') === true;
}

const documentFrameTags = new Set(['html', 'head', 'body', 'meta', 'link', 'title', 'style', 'base', 'xml']);

/** A change of the untouched form located in the server's HTML: `sourceFrom`..`sourceTo` goes. */
interface PlacedChange extends Change {
  sourceFrom: number;
  sourceTo: number;
}

/** The stretch holding the character after `offset` (`after`) or before it; never an empty one. */
function stretchBeside(stretches: Stretch[], offset: number, side: 'after' | 'before'): Stretch | undefined {
  let low = 0;
  let high = stretches.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const stretch = stretches[middle];
    if (!stretch) break;
    if (
      side === 'after'
        ? stretch.from <= offset && offset < stretch.to
        : stretch.from < offset && offset <= stretch.to
    )
      return stretch;
    if (side === 'after' ? stretch.to <= offset : stretch.to < offset) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

/**
 * Locates the changes in the server's HTML. An edge inside a stretch where the two forms differ
 * (the editor writes `class="x"` for Word's `class=x`) widens the change to the whole stretch, so
 * the server's way of writing it is replaced by the editor's, never cut. What only the server's
 * HTML has at an edge (a comment, a line break) stays outside the change.
 */
function placeInSource(changes: Change[], stretches: Stretch[]): PlacedChange[] {
  const sourceAt = (stretch: Stretch, offset: number) => stretch.sourceFrom + (offset - stretch.from);
  const placed: PlacedChange[] = [];
  for (const change of changes) {
    const next: PlacedChange = { ...change, sourceFrom: 0, sourceTo: 0 };
    const widenStart = (stretch: Stretch) => {
      next.newFrom -= next.from - stretch.from;
      next.from = stretch.from;
      next.sourceFrom = stretch.sourceFrom;
    };
    const widenEnd = (stretch: Stretch) => {
      next.newTo += stretch.to - next.to;
      next.to = stretch.to;
      next.sourceTo = stretch.sourceTo;
    };
    if (change.from === change.to) {
      // Only inserts: right after the character before it, inside a stretch both forms write alike.
      const before = stretchBeside(stretches, change.from, 'before');
      if (!before) next.sourceFrom = next.sourceTo = 0;
      else if (before.kind === 'same') next.sourceFrom = next.sourceTo = sourceAt(before, change.from);
      else if (change.from === before.to) next.sourceFrom = next.sourceTo = before.sourceTo;
      else {
        widenStart(before);
        widenEnd(before);
      }
    } else {
      const first = stretchBeside(stretches, change.from, 'after');
      const last = stretchBeside(stretches, change.to, 'before');
      if (first?.kind === 'same') next.sourceFrom = sourceAt(first, change.from);
      else if (first) widenStart(first);
      if (last?.kind === 'same') next.sourceTo = sourceAt(last, change.to);
      else if (last) widenEnd(last);
    }
    const previous = placed[placed.length - 1];
    if (previous && next.sourceFrom < previous.sourceTo) {
      previous.to = next.to;
      previous.newTo = next.newTo;
      previous.sourceTo = Math.max(previous.sourceTo, next.sourceTo);
    } else placed.push(next);
  }
  return placed;
}

function applyChanges(source: string, placed: PlacedChange[], canonicalNow: string): string {
  let result = '';
  let cursor = 0;
  for (const change of placed) {
    result += source.slice(cursor, change.sourceFrom) + canonicalNow.slice(change.newFrom, change.newTo);
    cursor = change.sourceTo;
  }
  return result + source.slice(cursor);
}
