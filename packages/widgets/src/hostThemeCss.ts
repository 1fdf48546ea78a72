import {
  type BrandName,
  type BrandTokens,
  clinicalBrand,
  evergreenBrand,
  reducedMotion,
  vars,
} from '@dictation/ui/theme';

const brandTokens: Record<BrandName, BrandTokens> = { clinical: clinicalBrand, evergreen: evergreenBrand };

type TokenTree = { [key: string]: string | TokenTree };

/** `var(--dictation-color-primary)` -> `--dictation-color-primary` */
function propertyName(reference: string): string {
  const name = reference.match(/^var\((--[^),]+)/)?.[1];
  if (!name) throw new Error(`Not a theme variable: ${reference}`);
  return name;
}

/** Walks the contract and a brand side by side: every `--dictation-*` property with its value. */
function declarations(contract: TokenTree, tokens: TokenTree): string[] {
  return Object.entries(contract).flatMap(([key, reference]) => {
    const value = tokens[key];
    if (typeof reference === 'string')
      return typeof value === 'string' ? [`${propertyName(reference)}: ${value};`] : [];
    return typeof value === 'object' ? declarations(reference, value) : [];
  });
}

/**
 * The brands' variables on `:host` instead of on a wrapper class: a host page's own rule on the
 * element (`dictation-recorder { --dictation-color-primary: teal }`) beats `:host` (the outer
 * document wins over the shadow root's `:host` for normal declarations), so plain CSS restyles
 * a widget, while the page's other variables and rules cannot reach inside. `clinical` is the
 * default; `brand="evergreen"` switches. Under reduced motion every duration is 0 ms, as in
 * `brandThemeStyle`.
 */
export function hostThemeCss(): string {
  const brandRules = (Object.keys(brandTokens) as BrandName[]).map((brand, index) => {
    const selector = index === 0 ? ':host' : `:host([brand="${brand}"])`;
    const tokens = brandTokens[brand] as unknown as TokenTree;
    return `${selector} { ${declarations(vars as unknown as TokenTree, tokens).join(' ')} }`;
  });
  const stillMotion = declarations(vars.motion.duration as unknown as TokenTree, {
    fast: '0ms',
    normal: '0ms',
    slow: '0ms',
  });
  return [
    ...brandRules,
    `@media ${reducedMotion} { :host, :host([brand]) { ${stillMotion.join(' ')} } }`,
    // A host's `display: none` on `[hidden]` must still hide the element; block by default.
    ':host { display: block; } :host([hidden]) { display: none; }',
  ].join('\n');
}
