/**
 * The elements' attributes, each declared once (elementAttributes.ts) as a typed spec: from it come
 * the element's `observedAttributes` and the typed values its React tree gets (`readAttributes`),
 * the consumer's JSX types (`JsxAttributes`, elementTypes.ts), and the attribute tables of the
 * README and of Storybook (docs/attributeTables.ts, docs/WidgetReference.tsx).
 *
 * Lean on purpose: every element's script carries the specs (the recorder's bundle has a byte
 * budget), so a spec is its parser, and the prose stays in the source.
 */
import { parseLetterId } from '@dictation/core';

/**
 * One attribute: parses it as written (null: absent) into the value the element's React tree
 * gets, the default being what an absent one parses to. What it parses to is its type, for the
 * docs and the JSX types; its description is the doc comment above it in the schema
 * (docs/attributeDocs.ts reads it there), so the elements' scripts carry no prose.
 */
export interface AttributeSpec<Value = unknown> {
  (written: string | null): Value;
  /** The values a `one of` attribute allows, its default first. */
  readonly values?: readonly string[];
  /** The element does not work without it. */
  readonly required?: true;
}

/** One element's attributes by name, as written in HTML (kebab-case). */
export type AttributeSchema = Readonly<Record<string, AttributeSpec>>;

/** Text (or a URL) as the host wrote it; `fallback` when the attribute is absent. */
export const text =
  <Fallback extends string | undefined = undefined>(fallback?: Fallback) =>
  (written: string | null): string | Fallback =>
    written ?? (fallback as Fallback);

/** Text without its surrounding spaces; absent or blank is none. */
export const trimmedText = (written: string | null) => written?.trim() || undefined;

/** An id: a whole number above zero in plain digits, as in a letter's URL; anything else is none. */
export const positiveInteger = (written: string | null) => parseLetterId(written) ?? undefined;

/** A boolean attribute: present (whatever its value, as HTML's own) or absent. */
export const flag = (written: string | null) => written !== null;

/** One of `values`; absent or any other value is the first. */
export const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  Object.assign(
    (written: string | null): Values[number] => values.find((value) => value === written) ?? values[0],
    {
      values,
    },
  );

/** `attribute`, required: the element does not work without it (its JSX prop is not optional). */
export const required = <Spec extends AttributeSpec>(attribute: Spec): Spec & { readonly required: true } =>
  Object.assign((written: string | null) => attribute(written), attribute, { required: true as const });

type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/** The values an element's React tree gets, by camelCase name (`show-count`: `showCount`). */
export type ParsedAttributes<Schema extends AttributeSchema> = {
  -readonly [Name in keyof Schema & string as CamelCase<Name>]: ReturnType<Schema[Name]>;
};

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Reads `schema`'s attributes from `element`, each parsed by its spec. */
export function readAttributes<Schema extends AttributeSchema>(
  schema: Schema,
  element: Pick<Element, 'getAttribute'>,
): ParsedAttributes<Schema> {
  return Object.fromEntries(
    Object.entries(schema).map(([name, attribute]) => [
      camelCase(name),
      attribute(element.getAttribute(name)),
    ]),
  ) as ParsedAttributes<Schema>;
}

/**
 * What JSX may write for an attribute, from what it parses to. React 19 sets a custom element's
 * unknown props as attributes: `true` as an empty one, `false` removes it, a number as its digits.
 */
type Written<Attribute extends AttributeSpec> =
  ReturnType<Attribute> extends boolean
    ? boolean
    : NonNullable<ReturnType<Attribute>> extends number
      ? number | `${number}`
      : NonNullable<ReturnType<Attribute>>;

/** An element's attributes as JSX props, kebab-case as in HTML, the required ones not optional. */
export type JsxAttributes<Schema extends AttributeSchema> = {
  [Name in keyof Schema as Schema[Name] extends { required: true } ? Name : never]: Written<Schema[Name]>;
} & {
  [Name in keyof Schema as Schema[Name] extends { required: true } ? never : Name]?: Written<Schema[Name]>;
};
