import { focusRing, layeredStyle, vars } from '../theme';

export const group = layeredStyle({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: { '&[data-disabled]': { borderColor: vars.color.surfaceHover } },
});

export const segment = layeredStyle({
  minHeight: vars.control.heightSm,
  minWidth: vars.control.minTarget,
  paddingInline: vars.space.md,
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:first-child': { borderInlineStart: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.font.weight.medium,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'default' },
    '&[data-disabled][data-selected]': { background: vars.color.surfaceHover, color: vars.color.text },
  },
});
