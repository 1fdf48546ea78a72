import { focusRing, layeredStyle, vars } from '../theme';

export const tabs = layeredStyle({
  display: 'flex',
  gap: vars.space.lg,
  selectors: {
    '&[data-orientation="horizontal"]': { flexDirection: 'column' },
    '&[data-orientation="vertical"]': { flexDirection: 'row' },
  },
});

export const tabList = layeredStyle({
  display: 'flex',
  selectors: {
    '&[data-orientation="horizontal"]': {
      borderBottom: `1px solid ${vars.color.border}`,
      gap: vars.space.xs,
    },
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      flexShrink: 0,
      minWidth: '12rem',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = layeredStyle({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.control.heightMd,
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-selected]': { color: vars.color.primary },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    // The selected marker: under the tab when horizontal, at its inline end when vertical.
    '&[data-selected]::after': { content: '""', position: 'absolute', background: vars.color.primary },
    '[data-orientation="horizontal"] > &[data-selected]::after': {
      insetInline: 0,
      bottom: '-1px',
      height: '3px',
    },
    '[data-orientation="vertical"] > &[data-selected]::after': {
      insetBlock: 0,
      insetInlineEnd: '-1px',
      width: '3px',
    },
    '[data-orientation="vertical"] > &[data-selected]': { background: vars.color.surfaceSubtle },
  },
});

export const tabPanel = layeredStyle({
  flex: 1,
  minWidth: 0,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
