import type { AttributeSchema, AttributeSpec } from '../attributeSchema';
import { commonAttributes, type DictationTag, elementAttributes } from '../elementAttributes';

/** One attribute as the reference tables show it. */
export interface AttributeRow {
  name: string;
  spec: AttributeSpec;
}

const rowsOf = (schema: AttributeSchema): AttributeRow[] =>
  Object.entries(schema).map(([name, spec]) => ({ name, spec }));

/** Every element's attributes: the common ones, and each element's own by tag. */
export const commonAttributeRows = rowsOf(commonAttributes);
export const attributeRowsOf = (tag: DictationTag) => rowsOf(elementAttributes[tag]);

/** The tables' columns, in order. */
export const attributeColumns = ['Attribute', 'Value', 'Default', 'Required', 'What it gives'] as const;

/** The `Value`, `Default` and `Required` cells of an attribute (`code` between backticks). */
export function attributeCells(
  { type, values, defaultValue, required }: AttributeSpec,
  valueSeparator: string,
) {
  return {
    value: values ? values.map((value) => `\`${value}\``).join(valueSeparator) : type,
    defaultValue: defaultValue ?? '(none)',
    required: required ? 'yes' : 'no',
  };
}

const markdownTable = (rows: readonly AttributeRow[]) =>
  [
    `| ${attributeColumns.join(' | ')} |`,
    `|${' --- |'.repeat(attributeColumns.length)}`,
    ...rows.map(({ name, spec }) => {
      const { value, defaultValue, required } = attributeCells(spec, ' \\| ');
      return `| \`${name}\` | ${value} | ${defaultValue} | ${required} | ${spec.description} |`;
    }),
  ].join('\n');

const start = '<!-- attribute tables: generated from src/elementAttributes.ts -->';
const end = '<!-- end of attribute tables -->';

/** The README's attribute tables, as the schemas give them. */
export function readmeAttributeTables(): string {
  const sections = [
    `Every element:\n\n${markdownTable(commonAttributeRows)}`,
    ...Object.keys(elementAttributes).map(
      (tag) => `\`<${tag}>\`:\n\n${markdownTable(attributeRowsOf(tag as DictationTag))}`,
    ),
  ];
  return [start, ...sections, end].join('\n\n');
}

/** `readme` with its attribute tables (between the markers) as the schemas give them. */
export function withAttributeTables(readme: string): string {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the README has no "${start}" ... "${end}" section`);
  return readme.slice(0, from) + readmeAttributeTables() + readme.slice(to + end.length);
}
