import { layeredStyle, vars } from '@dictation/ui/theme';

export const countdown = layeredStyle({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});
