import { layeredStyle, vars } from '@dictation/ui/theme';

export const root = layeredStyle({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSubtle,
  color: vars.color.text,
});

export const title = layeredStyle({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const text = layeredStyle({ margin: 0, fontSize: vars.font.size.sm });

export const failure = layeredStyle({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.error });

export const codeForm = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});
