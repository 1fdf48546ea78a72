import { describe, expect, it } from 'vitest';
import { remToRootSize } from './shadowStyles';

describe("remToRootSize: the kit's rem do not follow the host page's root size", () => {
  it('measures rem against --dictation-root-font-size, 16px unless the host sets it', () => {
    expect(remToRootSize('--dictation-font-size-sm: 0.875rem; max-width: 24rem;')).toBe(
      '--dictation-font-size-sm: calc(0.875 * var(--dictation-root-font-size, 16px)); ' +
        'max-width: calc(24 * var(--dictation-root-font-size, 16px));',
    );
    expect(remToRootSize('min-width: min(28rem, 80vw); width: .5rem')).toBe(
      'min-width: min(calc(28 * var(--dictation-root-font-size, 16px)), 80vw); ' +
        'width: calc(.5 * var(--dictation-root-font-size, 16px))',
    );
  });

  it('leaves other units and names that merely contain "rem" alone', () => {
    const css = '.remove_x1 { margin: 1em; width: 10px } .a2rem-b { color: red }';
    expect(remToRootSize(css)).toBe(css);
  });
});
