import { layeredStyle, vars } from '@dictation/ui/theme';

export const fields = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
  marginBlockEnd: vars.space.md,
});

export const actions = layeredStyle({
  display: 'flex',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
});
