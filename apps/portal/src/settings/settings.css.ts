import { layeredStyle, vars } from '@dictation/ui/theme';

/** A settings tab: controls as wide as their content (a select is not stretched across the page). */
export const panel = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  maxWidth: '48rem',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const heading = layeredStyle({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const list = layeredStyle({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const link = layeredStyle({
  color: vars.color.primary,
  textDecoration: 'underline',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const muted = layeredStyle({ margin: 0, color: vars.color.textMuted });
