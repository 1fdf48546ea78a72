import { keyframes } from '@vanilla-extract/css';
import { focusRing, layeredStyle, vars } from '../theme';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = layeredStyle({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  width: 'min(24rem, calc(100vw - 32px))',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = layeredStyle({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  outline: 'none',
  animationName: enter,
  animationDuration: vars.motion.duration.normal,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-kind="success"]': { borderColor: vars.color.success, background: vars.color.successSoft },
    '&[data-kind="info"]': { borderColor: vars.color.info, background: vars.color.infoSoft },
    '&[data-kind="warning"]': { borderColor: vars.color.warning, background: vars.color.warningSoft },
    '&[data-kind="error"]': { borderColor: vars.color.error, background: vars.color.errorSoft },
  },
});

export const icon = layeredStyle({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: '1.25rem',
  paddingTop: '2px',
  selectors: {
    '[data-kind="success"] > &': { color: vars.color.success },
    '[data-kind="info"] > &': { color: vars.color.info },
    '[data-kind="warning"] > &': { color: vars.color.warning },
    '[data-kind="error"] > &': { color: vars.color.error },
  },
});

export const content = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  paddingTop: vars.space.xxs,
});

export const title = layeredStyle({ fontWeight: vars.font.weight.medium });

export const description = layeredStyle({
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-line',
});

export const actions = layeredStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});
