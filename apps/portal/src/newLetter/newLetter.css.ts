import { layeredStyle, vars } from '@dictation/ui/theme';

export const actions = layeredStyle({
  display: 'flex',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
});
