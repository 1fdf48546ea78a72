import { describe, expect, it } from 'vitest';
import { commonAttributes, elementAttributes } from '../elementAttributes';
import schemaSource from '../elementAttributes.ts?raw';
import { parseAttributeDocs } from './attributeDocs';

describe("the attributes' docs, read from the doc comments of elementAttributes.ts", () => {
  it('describe every attribute of every element, and no other', () => {
    const blocks = [
      ['export const commonAttributes = {', commonAttributes],
      ...Object.entries(elementAttributes).map(([tag, schema]) => [`'${tag}': {`, schema] as const),
    ] as const;
    for (const [opening, schema] of blocks) {
      const docs = parseAttributeDocs(schemaSource, opening);
      expect([...docs.keys()], opening).toEqual(Object.keys(schema));
      for (const [name, doc] of docs) expect(doc.description, name).toMatch(/^\S.*\.$/);
    }
  });

  it('read a comment over several lines as one, and its @default apart', () => {
    const source = `export const x = {
  'other-element': {
    /** Not this one. */
    ignored: flag,
  },
  'an-element': {
    /**
     * Where the password
     *   pages are.
     * @default \`api-base-url\`
     */
    'portal-url': text(),
    /** The look. */
    brand: oneOf(['a', 'b']),
  },
};`;
    expect(Object.fromEntries(parseAttributeDocs(source, "'an-element': {"))).toEqual({
      'portal-url': { description: 'Where the password pages are.', defaultValue: '`api-base-url`' },
      brand: { description: 'The look.', defaultValue: undefined },
    });
  });
});
