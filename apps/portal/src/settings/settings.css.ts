import { layeredGlobalStyle, layeredStyle, vars } from '@dictation/ui/theme';

/**
 * WCAG 1.4.10 (reflow, issue 31): the tab list beside the panel needs 12rem of its own, so where
 * the screen is narrower than the tab list and a usable panel (a phone, 320 CSS px, or a window
 * zoomed to 400 %) the list goes above the panel instead. The room is the screen's own width (a
 * container query), as the letter screen does (docs/architecture.md, "The letter screen").
 */
const settingsScreen = 'dictation-settings';
const stacked = `${settingsScreen} (max-width: 36rem)`;

export const screen = layeredStyle({ containerName: settingsScreen, containerType: 'inline-size' });

export const tabs = layeredStyle({});

// The ui Tabs' vertical layout is `[data-orientation]` on its own class: these selectors outrank it.
layeredGlobalStyle(`${screen} > ${tabs}[data-orientation="vertical"]`, {
  '@container': { [stacked]: { flexDirection: 'column' } },
});
layeredGlobalStyle(`${screen} > ${tabs} > [role="tablist"][data-orientation="vertical"]`, {
  '@container': {
    [stacked]: { minWidth: 0, borderInlineEnd: 'none', borderBlockEnd: `1px solid ${vars.color.border}` },
  },
});

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
