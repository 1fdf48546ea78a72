import { layeredStyle, vars } from '@dictation/ui/theme';

/** An element's reference on the Embedding page: tables that read as the kit's text. */
export const reference = layeredStyle({
  color: vars.color.text,
  display: 'grid',
  gap: vars.space.md,
});

export const table = layeredStyle({
  borderCollapse: 'collapse',
  width: '100%',
  textAlign: 'start',
  verticalAlign: 'top',
});

export const cell = layeredStyle({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  padding: vars.space.sm,
  textAlign: 'start',
  verticalAlign: 'top',
});

export const caption = layeredStyle({
  textAlign: 'start',
  fontWeight: vars.font.weight.medium,
  paddingBlockEnd: vars.space.xs,
});
