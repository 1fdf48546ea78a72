import { layeredStyle, vars } from '@dictation/ui/theme';

export const text = layeredStyle({ margin: 0, lineHeight: vars.font.lineHeight.normal });

export const list = layeredStyle({
  margin: 0,
  marginBlock: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  lineHeight: vars.font.lineHeight.normal,
});
