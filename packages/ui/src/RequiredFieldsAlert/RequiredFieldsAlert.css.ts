import { layeredStyle, vars } from '../theme';

export const list = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.xl,
  color: vars.color.text,
  listStyle: 'disc',
});
