/**
 * An element's attributes as they came, in their order. The letter schema keeps them on every node
 * and mark, so a paragraph, cell or span the editor writes again carries what the letter gave it
 * (its style, class, alignment, width...), not only what the toolbar knows about.
 */
export type HtmlAttributes = Readonly<Record<string, string>>;

export const noAttributes: HtmlAttributes = Object.freeze({});

/** Every attribute of `element` but those named in `except` (kept in other node attributes). */
export function attributesOf(element: Element, except: readonly string[] = []): HtmlAttributes {
  const kept: Record<string, string> = {};
  for (const { name, value } of Array.from(element.attributes))
    if (!except.includes(name)) kept[name] = value;
  return kept;
}

/**
 * The declarations of a style attribute as written (`color:red`, `mso-bidi-font-family:"Times New
 * Roman"`), split on the semicolons that end them (not those inside quotes or parentheses, as in a
 * `data:` URL). Never goes through `CSSStyleDeclaration`, which drops what the browser does not know
 * (every `mso-*` property) and rewrites the rest.
 */
function declarationsOf(style: string): string[] {
  const declarations: string[] = [];
  let current = '';
  let quote: string | undefined;
  let depth = 0;
  for (const character of style) {
    if (quote) {
      if (character === quote) quote = undefined;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '(') depth += 1;
    else if (character === ')') depth = Math.max(0, depth - 1);
    else if (character === ';' && depth === 0) {
      if (current.trim()) declarations.push(current.trim());
      current = '';
      continue;
    }
    current += character;
  }
  if (current.trim()) declarations.push(current.trim());
  return declarations;
}

const propertyOf = (declaration: string) =>
  declaration.slice(0, declaration.indexOf(':')).trim().toLowerCase();
const declaredValue = (declaration: string) =>
  declaration
    .slice(declaration.indexOf(':') + 1)
    .replace(/!important\s*$/i, '')
    .trim();

/** The value of one property in a style attribute (the last one wins, as in CSS), if it is set. */
export function styleProperty(style: string | undefined, property: string): string | undefined {
  if (!style) return undefined;
  let found: string | undefined;
  for (const declaration of declarationsOf(style))
    if (declaration.includes(':') && propertyOf(declaration) === property) found = declaredValue(declaration);
  return found;
}

/**
 * The attributes with one style property set to `value`, or removed when `value` is null; every
 * other declaration is kept exactly as written. A style left empty is removed.
 */
export function withStyleProperty(
  attributes: HtmlAttributes,
  property: string,
  value: string | null,
): HtmlAttributes {
  const kept = declarationsOf(attributes.style ?? '').filter(
    (declaration) => !declaration.includes(':') || propertyOf(declaration) !== property,
  );
  if (value !== null) kept.push(`${property}: ${value}`);
  const { style: _previous, ...others } = attributes;
  return kept.length > 0 ? { ...others, style: kept.join('; ') } : others;
}

/**
 * The style declarations that pass `keep`, the rest dropped (pasted text, display). A style that
 * loses nothing is returned as it was written.
 */
export function filterStyle(style: string, keep: (property: string, value: string) => boolean): string {
  const declarations = declarationsOf(style);
  const kept = declarations.filter(
    (declaration) => declaration.includes(':') && keep(propertyOf(declaration), declaredValue(declaration)),
  );
  return kept.length === declarations.length ? style : kept.join('; ');
}

/** The attributes without those named. */
export function withoutAttributes(attributes: HtmlAttributes, names: readonly string[]): HtmlAttributes {
  return Object.fromEntries(Object.entries(attributes).filter(([name]) => !names.includes(name)));
}
