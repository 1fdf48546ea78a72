import { describe, expect, it } from 'vitest';
import brandTokensSource from '../theme/brandTokens.ts?raw';
import { parseTokenDescriptions, tokenRows } from './tokenDocs';

const descriptions = parseTokenDescriptions(brandTokensSource);

describe("the design tokens' reference (Storybook 'Design/Tokens')", () => {
  it('reads the JSDoc of tokens and groups from brandTokens.ts', () => {
    expect(descriptions.get('color.surface')).toBe('Page and control background.');
    expect(descriptions.get('color.text')).toBe('Body text, 4.5:1 or more on every surface.');
    expect(descriptions.get('control')).toMatch(/^Heights of interactive controls/);
    expect(descriptions.has('color.primary')).toBe(false);
  });

  it("lists each token with its custom property and both brands' values", () => {
    const colours = tokenRows('color', descriptions);
    expect(colours.find((row) => row.path === 'color.primary')).toEqual({
      path: 'color.primary',
      cssVariable: '--dictation-color-primary',
      description: '',
      values: { clinical: '#005eb8', evergreen: '#00695c' },
    });
    const sizes = tokenRows('font', descriptions).map((row) => row.cssVariable);
    expect(sizes).toContain('--dictation-font-size-md');
    expect(sizes).toContain('--dictation-font-family-body');
  });

  it('gives a group description to tokens that have none of their own', () => {
    const minTarget = tokenRows('control', descriptions).find((row) => row.path === 'control.minTarget');
    expect(minTarget?.description).toMatch(/WCAG 2\.2 target size/);
  });
});
