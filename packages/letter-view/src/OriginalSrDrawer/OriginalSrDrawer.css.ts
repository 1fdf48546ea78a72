import { focusRing, layeredStyle, vars } from '@dictation/ui/theme';

export const body = layeredStyle({ display: 'grid', gap: vars.space.md });

/** The transcript reads like the letter: the editor's font and size (spec 001 section 9). */
export const text = layeredStyle({
  maxHeight: '50vh',
  overflow: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSubtle,
  fontFamily: 'Arial, Helvetica, sans-serif',
  fontSize: '12pt',
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusRing },
});

export const actions = layeredStyle({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const empty = layeredStyle({ margin: 0, color: vars.color.textMuted });
