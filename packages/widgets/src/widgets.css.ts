import { layeredStyle, vars } from '@dictation/ui/theme';

/** The signed-in bar of `<dictation-sign-in>`: who is signed in, and Sign out. */
export const sessionBar = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
});

/** What an element says instead of its component (sign in first, choose a letter). */
export const placeholder = layeredStyle({
  padding: vars.space.md,
  color: vars.color.textMuted,
});
