import { focusRing, layeredStyle, vars } from '../theme';

/**
 * Table styles. They work on the react-aria-components Table set below and on a plain
 * `<table>` (e.g. rendered by @tanstack/react-table): states come from `data-*` attributes
 * (react-aria) or `aria-selected` / `:focus-visible` (plain).
 */
export const container = layeredStyle({
  position: 'relative',
  overflow: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const table = layeredStyle({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
  outline: 'none',
});

export const header = layeredStyle({});

export const column = layeredStyle({
  // Sticky header: stays in view while the container scrolls.
  position: 'sticky',
  top: 0,
  zIndex: 1,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.surfaceSubtle,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { background: vars.color.surfaceHover },
    '&[data-focus-visible], &:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const row = layeredStyle({
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-href], &[data-action], &[data-clickable]': { cursor: 'pointer' },
    '&[data-hovered], &:is(tr):hover': { background: vars.color.surfaceHover },
    '&[data-selected], &[aria-selected="true"]': { background: vars.color.selection },
    '&[data-focus-visible], &:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textDisabled },
  },
});

export const cell = layeredStyle({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.surfaceHover}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    '&[data-focus-visible], &:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const emptyState = layeredStyle({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});
