import type { CSSProperties } from 'react';
import { brandNames } from '../theme/brandNames';
import brandTokensSource from '../theme/brandTokens.ts?raw';
import { parseTokenDescriptions, type TokenGroup, tokenRows } from './tokenDocs';
import * as styles from './tokens.css';

const descriptions = parseTokenDescriptions(brandTokensSource);

/** How a group's value is shown beside its text (none for z-index, motion, control heights). */
const samples: Partial<Record<TokenGroup, (value: string) => CSSProperties>> = {
  color: (value) => ({ background: value }),
  space: (value) => ({ inlineSize: value, blockSize: '0.75rem', background: 'currentColor' }),
  radius: (value) => ({ borderRadius: value }),
  shadow: (value) => ({ boxShadow: value, border: 'none' }),
};

const groupNames: Record<TokenGroup, string> = {
  color: 'Colour',
  space: 'Space',
  radius: 'Radius',
  control: 'Control sizes',
  font: 'Type',
  shadow: 'Elevation',
  zIndex: 'Layers (z-index)',
  motion: 'Motion',
};

/**
 * One group of the theme contract for the Design/Tokens page: each token's custom property (what
 * a host overrides), what it is for (its JSDoc in brandTokens.ts) and both brands' values.
 */
export function TokenTable({ group }: { group: TokenGroup }) {
  const sampleOf = samples[group];
  return (
    <table className={styles.tokenTable}>
      <caption className={styles.tokenCaption}>{`${groupNames[group]} tokens`}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.tokenCell}>
            Custom property
          </th>
          <th scope="col" className={styles.tokenCell}>
            For
          </th>
          {brandNames.map((brand) => (
            <th key={brand} scope="col" className={styles.tokenCell}>
              {brand}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {tokenRows(group, descriptions).map((row) => (
          <tr key={row.path}>
            <th scope="row" className={styles.tokenCell}>
              <code>{row.cssVariable}</code>
            </th>
            <td className={styles.tokenCell}>{row.description}</td>
            {brandNames.map((brand) => (
              <td key={brand} className={styles.tokenCell}>
                {sampleOf && (
                  <span aria-hidden="true" className={styles.sample} style={sampleOf(row.values[brand])} />
                )}
                <code>{row.values[brand]}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
