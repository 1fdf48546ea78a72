/**
 * The elements' attributes, each declared once (elementAttributes.ts) as a typed spec: from it come
 * the element's `observedAttributes` and the typed values its React tree gets (`readAttributes`),
 * the consumer's JSX types (`JsxAttributes`, elementTypes.ts), and the attribute tables of the
 * README and of Storybook (docs/attributeTables.ts, docs/WidgetReference.tsx).
 */
import { parseLetterId } from '@dictation/core';

/** What an integrator reads about an attribute. */
export interface AttributeDoc {
  /** One line: what the attribute gives (`code` between backticks). */
  description: string;
  /** The element does not work without it. @default false */
  required?: boolean;
  /**
   * What an absent attribute means, in words, where its default is not a value the element
   * parses to (`the page's origin`). @default the parsed default as `code`, else none
   */
  defaultValue?: string;
}

/** How an attribute is written, as the docs name it. */
export type AttributeType = 'text' | 'URL' | 'boolean' | 'positive integer' | 'one of';

export interface AttributeSpec<Value = unknown> {
  readonly type: AttributeType;
  /** The values a `one of` attribute allows, its default first. */
  readonly values?: readonly string[];
  readonly required: boolean;
  readonly description: string;
  /** What an absent attribute means, as the docs show it; undefined: nothing. */
  readonly defaultValue: string | undefined;
  /** The value the element's React tree gets for the attribute as written (null: absent). */
  readonly parse: (written: string | null) => Value;
}

/** One element's attributes by name, as written in HTML (kebab-case). */
export type AttributeSchema = Readonly<Record<string, AttributeSpec>>;

type Spec<Type extends AttributeType, Value, Doc extends AttributeDoc> = AttributeSpec<Value> & {
  readonly type: Type;
  readonly required: Doc['required'] extends true ? true : false;
};

function spec<Type extends AttributeType, Value, Doc extends AttributeDoc>(
  type: Type,
  { description, required, defaultValue }: Doc,
  parse: (written: string | null) => Value,
  parsedDefault?: string,
): Spec<Type, Value, Doc> {
  return {
    type,
    required: (required ?? false) as Spec<Type, Value, Doc>['required'],
    description,
    defaultValue: defaultValue ?? (parsedDefault === undefined ? undefined : `\`${parsedDefault}\``),
    parse,
  };
}

function asWritten<
  Type extends 'text' | 'URL',
  Doc extends AttributeDoc,
  Fallback extends string | undefined,
>(type: Type, doc: Doc, fallback: Fallback) {
  return spec(type, doc, (written): string | Fallback => written ?? fallback, fallback);
}

/** Text as the host wrote it; `fallback` when the attribute is absent. */
export function text<const Doc extends AttributeDoc, Fallback extends string | undefined = undefined>(
  doc: Doc,
  fallback?: Fallback,
) {
  return asWritten('text', doc, fallback as Fallback);
}

/** A URL as the host wrote it (a relative one is the page's); `fallback` when absent. */
export function url<const Doc extends AttributeDoc, Fallback extends string | undefined = undefined>(
  doc: Doc,
  fallback?: Fallback,
) {
  return asWritten('URL', doc, fallback as Fallback);
}

/** Text without its surrounding spaces; absent or blank is none. */
export function trimmedText<const Doc extends AttributeDoc>(doc: Doc) {
  return spec('text', doc, (written) => written?.trim() || undefined);
}

/** An id: a whole number above zero in plain digits, as in a letter's URL; anything else is none. */
export function positiveInteger<const Doc extends AttributeDoc>(doc: Doc) {
  return spec('positive integer', doc, (written) => parseLetterId(written) ?? undefined);
}

/** A boolean attribute: present (whatever its value, as HTML's own) or absent. */
export function flag<const Doc extends AttributeDoc>(doc: Doc) {
  return spec('boolean', { defaultValue: 'absent', ...doc }, (written) => written !== null);
}

/** One of `values`; absent or any other value is the first. */
export function oneOf<const Values extends readonly [string, ...string[]], const Doc extends AttributeDoc>(
  values: Values,
  doc: Doc,
) {
  const [first] = values;
  const parse = (written: string | null): Values[number] =>
    values.find((value) => value === written) ?? first;
  return { ...spec('one of', doc, parse, first), values };
}

type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/** The values an element's React tree gets, by camelCase name (`show-count`: `showCount`). */
export type ParsedAttributes<Schema extends AttributeSchema> = {
  -readonly [Name in keyof Schema & string as CamelCase<Name>]: ReturnType<Schema[Name]['parse']>;
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
      attribute.parse(element.getAttribute(name)),
    ]),
  ) as ParsedAttributes<Schema>;
}

/**
 * What JSX may write for an attribute. React 19 sets a custom element's unknown props as
 * attributes: `true` as an empty one, `false` removes it, a number as its digits.
 */
type Written<Attribute> = Attribute extends { type: 'boolean' }
  ? boolean
  : Attribute extends { type: 'positive integer' }
    ? number | `${number}`
    : Attribute extends { values: readonly (infer Value)[] }
      ? Value
      : string;

/** An element's attributes as JSX props, kebab-case as in HTML, the required ones not optional. */
export type JsxAttributes<Schema extends AttributeSchema> = {
  [Name in keyof Schema as Schema[Name] extends { required: true } ? Name : never]: Written<Schema[Name]>;
} & {
  [Name in keyof Schema as Schema[Name] extends { required: true } ? never : Name]?: Written<Schema[Name]>;
};
