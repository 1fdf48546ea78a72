import { layeredStyle, vars } from '@dictation/ui/theme';

export const form = layeredStyle({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 'min(28rem, 80vw)',
});

export const status = layeredStyle({
  margin: 0,
  minHeight: '1.5em',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
