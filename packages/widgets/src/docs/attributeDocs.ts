/** What the docs say of one attribute, from the doc comment above it in elementAttributes.ts. */
export interface AttributeDoc {
  /** The comment's text, one line. */
  description: string;
  /** Its `@default`, where the parsed default needs words. */
  defaultValue: string | undefined;
}

/** The object literal after `opening` in `source`, up to its matching closing brace. */
function objectAfter(source: string, opening: string): string {
  const start = source.indexOf(opening);
  if (start < 0) throw new Error(`elementAttributes.ts has no "${opening}"`);
  let depth = 0;
  for (let index = source.indexOf('{', start); index < source.length; index++) {
    if (source[index] === '{') depth++;
    if (source[index] === '}' && --depth === 0) return source.slice(start, index);
  }
  throw new Error(`"${opening}" in elementAttributes.ts is not closed`);
}

// `/** text */ 'name': ...` or `/** text */ name: ...`
const documentedAttribute = /\/\*\*([\s\S]*?)\*\/\s*'?([a-z][a-z-]*)'?\s*:/g;

/**
 * The docs of the attributes in the object that follows `opening` (`export const commonAttributes
 * = {`, `'dictation-recorder': {`) in the source of elementAttributes.ts (its `?raw` text), by
 * name: the comments stay in the source, out of the elements' scripts.
 */
export function parseAttributeDocs(source: string, opening: string): Map<string, AttributeDoc> {
  const docs = new Map<string, AttributeDoc>();
  for (const [, comment = '', name = ''] of objectAfter(source, opening).matchAll(documentedAttribute)) {
    const text = comment.replace(/^\s*\*\s?/gm, '').trim();
    const [description = '', defaultValue] = text.split(/\s*@default\s+/);
    docs.set(name, { description: description.replace(/\s+/g, ' '), defaultValue: defaultValue?.trim() });
  }
  return docs;
}
