import type { BrandName } from '../theme/brandNames';
import type { BrandTokens } from '../theme/brandTokens';
import { clinicalBrand } from '../theme/clinicalBrand';
import { vars } from '../theme/contract.css';
import { evergreenBrand } from '../theme/evergreenBrand';

/** One token of the theme contract, as the Design/Tokens page lists it. */
export interface TokenRow {
  /** Its path in `BrandTokens`, e.g. `color.primary`. */
  path: string;
  /** The custom property a host reads or overrides, e.g. `--dictation-color-primary`. */
  cssVariable: string;
  /** The JSDoc of the token (or of its group) in brandTokens.ts, when it has one. */
  description: string;
  values: Record<BrandName, string>;
}

export type TokenGroup = keyof BrandTokens;

const brands: Record<BrandName, BrandTokens> = { clinical: clinicalBrand, evergreen: evergreenBrand };

/**
 * The JSDoc of each token and group of `BrandTokens`, read from the source of brandTokens.ts (its
 * `?raw` text), keyed by path (`color.surface`, `control`): the docs are the contract's own words.
 */
export function parseTokenDescriptions(brandTokensSource: string): Map<string, string> {
  const descriptions = new Map<string, string>();
  const start = brandTokensSource.indexOf('export interface BrandTokens {');
  const lines = brandTokensSource.slice(start).split('\n').slice(1);
  const path: string[] = [];
  let comment: string[] | null = null;
  let pending = '';
  for (const raw of lines) {
    const line = raw.trim();
    if (comment) {
      if (line.endsWith('*/')) {
        pending = comment.join(' ');
        comment = null;
      } else comment.push(line.replace(/^\*\s?/, ''));
      continue;
    }
    const oneLine = line.match(/^\/\*\*\s*(.*?)\s*\*\/$/);
    if (oneLine) {
      pending = oneLine[1] ?? '';
      continue;
    }
    if (line === '/**') {
      comment = [];
      continue;
    }
    const group = line.match(/^(\w+): \{$/);
    const leaf = line.match(/^(\w+): /);
    if (group?.[1]) path.push(group[1]);
    const key = group ? path.join('.') : leaf?.[1] ? [...path, leaf[1]].join('.') : null;
    if (key && pending) descriptions.set(key, pending);
    pending = '';
    if (line.startsWith('}')) {
      if (path.length === 0) break;
      path.pop();
    }
  }
  return descriptions;
}

/** Every token of `group` with its custom property, its description and each brand's value. */
export function tokenRows(group: TokenGroup, descriptions: Map<string, string>): TokenRow[] {
  const rows: TokenRow[] = [];
  const visit = (shape: object, contract: object, path: string[]) => {
    for (const [key, value] of Object.entries(shape)) {
      const next = [...path, key];
      const variable = (contract as Record<string, unknown>)[key];
      if (typeof value === 'object' && value !== null && typeof variable === 'object' && variable !== null) {
        visit(value, variable, next);
        continue;
      }
      const valueAt = (brand: BrandTokens) =>
        String(next.reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], brand));
      rows.push({
        path: next.join('.'),
        cssVariable: String(variable).replace(/^var\((.*)\)$/, '$1'),
        description: descriptions.get(next.join('.')) ?? descriptions.get(next.slice(0, -1).join('.')) ?? '',
        values: { clinical: valueAt(brands.clinical), evergreen: valueAt(brands.evergreen) },
      });
    }
  };
  visit(clinicalBrand[group], vars[group], [group]);
  return rows;
}
