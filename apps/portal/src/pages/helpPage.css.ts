import { layeredStyle, vars } from '@dictation/ui/theme';

/** A readable measure: help is prose, not a table. */
export const page = layeredStyle({ maxWidth: '42rem', display: 'grid', gap: vars.space.md });

export const heading = layeredStyle({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const text = layeredStyle({
  margin: 0,
  marginBlockStart: vars.space.xs,
  lineHeight: vars.font.lineHeight.normal,
});
