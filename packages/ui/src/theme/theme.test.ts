import { describe, expect, it } from 'vitest';
import { toBrandName } from './brandNames';
import type { BrandTokens } from './brandTokens';
import { clinicalBrand } from './clinicalBrand';
import { evergreenBrand } from './evergreenBrand';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16) / 255);
  const [red, green, blue] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2.x contrast ratio of two `#rrggbb` colours. */
function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type ColorName = keyof BrandTokens['color'];
const textPairs: [ColorName, ColorName][] = [
  ['text', 'surface'],
  ['text', 'surfaceSubtle'],
  ['text', 'surfaceHover'],
  ['text', 'selection'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceSubtle'],
  ['textMuted', 'surfaceHover'],
  ['primary', 'surface'],
  ['primary', 'surfaceHover'],
  ['primary', 'selection'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onPrimary', 'primaryPressed'],
  ['onError', 'error'],
  ['onError', 'errorHover'],
  ['error', 'surface'],
  ['success', 'successSoft'],
  ['warning', 'warningSoft'],
  ['error', 'errorSoft'],
  ['info', 'infoSoft'],
  ['text', 'successSoft'],
  ['text', 'warningSoft'],
  ['text', 'errorSoft'],
  ['text', 'infoSoft'],
  ['onTooltip', 'tooltip'],
];
// Non-text contrast (WCAG 1.4.11): control borders and focus rings need 3:1.
const uiPairs: [ColorName, ColorName][] = [
  ['border', 'surface'],
  ['border', 'surfaceSubtle'],
  ['focusRing', 'surface'],
  ['focusRing', 'surfaceSubtle'],
];

describe.each([
  ['clinical', clinicalBrand],
  ['evergreen', evergreenBrand],
])('%s brand', (_name, brand) => {
  it.each(textPairs)('%s on %s has AA text contrast (4.5:1)', (foreground, background) => {
    expect(contrast(brand.color[foreground], brand.color[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s on %s has 3:1 non-text contrast', (foreground, background) => {
    expect(contrast(brand.color[foreground], brand.color[background])).toBeGreaterThanOrEqual(3);
  });
});

describe('type scales', () => {
  const brands = { clinical: clinicalBrand, evergreen: evergreenBrand };
  const rem = (size: string) => Number.parseFloat(size);
  it.each(Object.entries(brands))('%s: sizes grow from xs to xl, the body is 1rem', (_name, brand) => {
    const { xs, sm, md, lg, xl } = brand.font.size;
    const sizes = [xs, sm, md, lg, xl].map(rem);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(sizes.length);
    expect(md).toBe('1rem');
  });

  it('each brand has its own scale and neutrals, not only its own primary colour', () => {
    expect(evergreenBrand.font.size).not.toEqual(clinicalBrand.font.size);
    for (const neutral of ['surfaceSubtle', 'surfaceHover', 'text', 'textMuted', 'border'] as const)
      expect(evergreenBrand.color[neutral]).not.toBe(clinicalBrand.color[neutral]);
  });
});

describe('toBrandName', () => {
  it('accepts a known brand and falls back to the default', () => {
    expect(toBrandName('evergreen')).toBe('evergreen');
    expect(toBrandName('neon')).toBe('clinical');
    expect(toBrandName(undefined)).toBe('clinical');
  });
});
