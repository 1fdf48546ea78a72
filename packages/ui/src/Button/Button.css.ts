import { focusRing, layeredStyle, vars } from '../theme';

export const button = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minWidth: vars.control.minTarget,
  minHeight: vars.control.minTarget,
  paddingBlock: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-size="small"]': {
      height: vars.control.heightSm,
      paddingInline: vars.space.md,
      fontSize: vars.font.size.sm,
    },
    '&[data-size="medium"]': {
      height: vars.control.heightMd,
      paddingInline: vars.space.lg,
      fontSize: vars.font.size.md,
    },
    '&[data-size="large"]': {
      height: vars.control.heightLg,
      paddingInline: vars.space.xl,
      fontSize: vars.font.size.lg,
    },
    '&[data-focus-visible]': focusRing,

    '&[data-variant="primary"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-variant="primary"][data-hovered]': { background: vars.color.primaryHover },
    '&[data-variant="primary"][data-pressed]': { background: vars.color.primaryPressed },

    '&[data-variant="secondary"]': {
      background: vars.color.surface,
      color: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&[data-variant="secondary"][data-hovered]': { background: vars.color.surfaceHover },
    '&[data-variant="secondary"][data-pressed]': { background: vars.color.selection },

    '&[data-variant="danger"]': { background: vars.color.error, color: vars.color.onError },
    '&[data-variant="danger"][data-hovered]': { background: vars.color.errorHover },
    '&[data-variant="danger"][data-pressed]': { background: vars.color.errorHover },

    '&[data-variant="ghost"]': { background: 'transparent', color: vars.color.primary },
    '&[data-variant="ghost"][data-hovered]': { background: vars.color.surfaceHover },
    '&[data-variant="ghost"][data-pressed]': { background: vars.color.selection },

    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSubtle,
      color: vars.color.textDisabled,
      borderColor: vars.color.surfaceHover,
    },
    '&[data-variant="ghost"][data-disabled]': { background: 'transparent', borderColor: 'transparent' },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const iconOnly = layeredStyle({
  selectors: {
    '&[data-size="small"]': { width: vars.control.heightSm, paddingInline: 0 },
    '&[data-size="medium"]': { width: vars.control.heightMd, paddingInline: 0 },
    '&[data-size="large"]': { width: vars.control.heightLg, paddingInline: 0 },
  },
});

export const icon = layeredStyle({
  display: 'inline-flex',
  width: '1.25em',
  height: '1.25em',
  flexShrink: 0,
});
