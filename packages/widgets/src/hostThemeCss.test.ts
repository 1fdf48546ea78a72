import { clinicalBrand, evergreenBrand } from '@dictation/ui/theme';
import { describe, expect, it } from 'vitest';
import { hostThemeCss } from './hostThemeCss';

/** The declarations of the rule whose selector is exactly `selector`. */
function rule(css: string, selector: string): Map<string, string> {
  const line = css.split('\n').find((candidate) => candidate.startsWith(`${selector} {`));
  if (!line) throw new Error(`no rule ${selector}`);
  const body = line.slice(line.indexOf('{') + 1, line.lastIndexOf('}'));
  return new Map(
    body
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as const;
      }),
  );
}

describe('hostThemeCss', () => {
  const css = hostThemeCss();

  it('puts the default brand on :host and evergreen on :host([brand="evergreen"])', () => {
    expect(rule(css, ':host').get('--dictation-color-primary')).toBe(clinicalBrand.color.primary);
    expect(rule(css, ':host([brand="evergreen"])').get('--dictation-color-primary')).toBe(
      evergreenBrand.color.primary,
    );
    expect(rule(css, ':host').get('--dictation-font-size-md')).toBe(clinicalBrand.font.size.md);
  });

  it('sets every variable of the contract for each brand', () => {
    const leaves = (tree: object): number =>
      Object.values(tree).reduce<number>(
        (count, value) => count + (typeof value === 'string' ? 1 : leaves(value as object)),
        0,
      );
    expect(rule(css, ':host').size).toBe(leaves(clinicalBrand));
    expect(rule(css, ':host([brand="evergreen"])').size).toBe(leaves(evergreenBrand));
  });

  it('stills every duration under reduced motion', () => {
    expect(css).toContain(
      '@media (prefers-reduced-motion: reduce) { :host, :host([brand]) { --dictation-motion-duration-fast: 0ms;',
    );
  });
});
