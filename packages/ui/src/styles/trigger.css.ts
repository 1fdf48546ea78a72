import { layeredStyle, vars } from '../theme';

export const triggerValue = layeredStyle({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = layeredStyle({
  display: 'inline-flex',
  flexShrink: 0,
  marginInlineStart: vars.space.sm,
  color: vars.color.textMuted,
});

export const trigger = layeredStyle({
  cursor: 'pointer',
  gap: vars.space.xs,
});

export const comboButton = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.control.minTarget,
  minHeight: vars.control.minTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.surfaceHover } },
});
