import type { AttributeSchema, AttributeSpec } from '../attributeSchema';
import { commonAttributes, type DictationTag, elementAttributes } from '../elementAttributes';
import schemaSource from '../elementAttributes.ts?raw';
import { parseAttributeDocs } from './attributeDocs';

/** The tables' columns, in order. */
export const attributeColumns = ['Attribute', 'Value', 'Default', 'Required', 'What it gives'] as const;

/** One attribute as the reference tables show it (`code` between backticks). */
export interface AttributeRow {
  name: string;
  /** Its type, or the values it allows as `code` joined by `valueSeparator`. */
  value: string;
  /** Its `@default`, else what an absent one parses to. */
  defaultValue: string;
  required: 'yes' | 'no';
  /** Its doc comment's text. */
  description: string;
}

/** What an attribute's spec parses to, as the docs name it (`code` joined by `separator`). */
function valueText(spec: AttributeSpec, separator: string): string {
  if (spec.values) return spec.values.map((value) => `\`${value}\``).join(separator);
  if (spec(null) === false) return 'boolean';
  if (spec('1') === 1) return 'positive integer';
  return 'text';
}

function parsedDefaultText(value: unknown): string {
  if (value === undefined) return '(none)';
  if (value === false) return 'absent';
  return `\`${String(value)}\``;
}

function rowsOf(schema: AttributeSchema, opening: string, valueSeparator: string): AttributeRow[] {
  const docs = parseAttributeDocs(schemaSource, opening);
  return Object.entries(schema).map(([name, spec]) => ({
    name,
    value: valueText(spec, valueSeparator),
    defaultValue: docs.get(name)?.defaultValue ?? parsedDefaultText(spec(null)),
    required: spec.required ? 'yes' : 'no',
    description: docs.get(name)?.description ?? '',
  }));
}

/** The attributes every element reads, as table rows. */
export const commonAttributeRows = (valueSeparator: string) =>
  rowsOf(commonAttributes, 'export const commonAttributes = {', valueSeparator);

/** An element's own attributes, as table rows. */
export const attributeRowsOf = (tag: DictationTag, valueSeparator: string) =>
  rowsOf(elementAttributes[tag], `'${tag}': {`, valueSeparator);

const markdownTable = (rows: readonly AttributeRow[]) =>
  [
    `| ${attributeColumns.join(' | ')} |`,
    `|${' --- |'.repeat(attributeColumns.length)}`,
    ...rows.map(
      (row) =>
        `| \`${row.name}\` | ${row.value} | ${row.defaultValue} | ${row.required} | ${row.description} |`,
    ),
  ].join('\n');

const start = '<!-- attribute tables: generated from src/elementAttributes.ts -->';
const end = '<!-- end of attribute tables -->';
const markdownValueSeparator = ' \\| ';

/** The README's attribute tables, as the schemas give them. */
export function readmeAttributeTables(): string {
  const sections = [
    `Every element:\n\n${markdownTable(commonAttributeRows(markdownValueSeparator))}`,
    ...(Object.keys(elementAttributes) as DictationTag[]).map(
      (tag) => `\`<${tag}>\`:\n\n${markdownTable(attributeRowsOf(tag, markdownValueSeparator))}`,
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
