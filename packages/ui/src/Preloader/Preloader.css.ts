import { layeredStyle, vars } from '../theme';

export const overlay = layeredStyle({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.preloader,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.backdrop,
  cursor: 'progress',
});

export const panel = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.primary,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const label = layeredStyle({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});
