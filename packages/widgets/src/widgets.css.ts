import { layeredStyle, vars } from '@dictation/ui/theme';

/**
 * The element's own surface: a host page's background (a banner, a coloured panel) does not show
 * through the kit's text, which is contrasted against `surface`.
 */
export const widgetRoot = layeredStyle({
  background: vars.color.surface,
});

/** The signed-in bar of `<dictation-sign-in>`: who is signed in, and Sign out. */
export const sessionBar = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
});

/** What an element says instead of its component (sign in first, choose a letter). */
export const placeholder = layeredStyle({
  padding: vars.space.md,
  color: vars.color.textMuted,
});
