import { layeredStyle, vars } from '@dictation/ui/theme';

/** Spec 000 section 9: sidebar width 230. */
export const sidebarWidth = '230px';

export const shell = layeredStyle({
  display: 'flex',
  minHeight: '100vh',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

export const sidebar = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: sidebarWidth,
  flexShrink: 0,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  selectors: { '&[data-state="collapsed"]': { width: 'auto' } },
});

export const navList = layeredStyle({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const navLink = layeredStyle({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  selectors: {
    '&[aria-current="page"]': { background: vars.color.selection, fontWeight: vars.font.weight.bold },
  },
});

export const main = layeredStyle({
  flex: 1,
  outline: 'none',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const header = layeredStyle({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = layeredStyle({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const count = layeredStyle({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const emptyState = layeredStyle({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
});

/** A wrapping row of form fields (a fieldset without its box): recording page and upload screen. */
export const fieldRow = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
  marginBlockEnd: vars.space.md,
  marginInline: 0,
  border: 'none',
  padding: 0,
});

/** Off screen until focused, then over the top left corner of the page. */
export const skipLink = layeredStyle({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: vars.zIndex.tooltip,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
