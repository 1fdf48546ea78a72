import { keyframes } from '@vanilla-extract/css';
import { focusRing, layeredStyle, vars } from '../theme';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Popovers of Select, ComboBox, MultiSelect, DatePicker. */
export const popover = layeredStyle({
  zIndex: vars.zIndex.popover,
  // React Aria keeps 12px between a popover and the viewport edge. A full-width field (a phone,
  // a narrow panel) would otherwise give a popover wider than that room (min-width beats
  // max-width): the page scrolls sideways, and a ComboBox closes its list on any page scroll, so
  // Arrow Down opened and at once closed it.
  minWidth: 'min(var(--trigger-width), calc(100vw - 24px))',
  maxWidth: 'calc(100vw - 24px)',
  boxSizing: 'border-box',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  overflow: 'auto',
  outline: 'none',
  animationDuration: vars.motion.duration.fast,
  selectors: { '&[data-entering]': { animationName: fadeIn } },
});

export const listBox = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  maxHeight: '18rem',
  overflow: 'auto',
  outline: 'none',
});

export const listBoxItem = layeredStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.control.heightSm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.selection, fontWeight: vars.font.weight.medium },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

/** The check box drawn in a multi-select option. */
export const optionCheck = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: 'transparent',
  selectors: {
    '[data-selected] > &': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const optionTick = layeredStyle({
  marginInlineStart: 'auto',
  color: vars.color.primary,
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});

export const emptyState = layeredStyle({
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** Full-screen modal backdrop (Dialog, Drawer, Preloader). */
export const modalOverlay = layeredStyle({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.backdrop,
  animationDuration: vars.motion.duration.normal,
  selectors: { '&[data-entering]': { animationName: fadeIn } },
});

export const modal = layeredStyle({
  width: '100%',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-size="small"]': { maxWidth: '24rem' },
    '&[data-size="medium"]': { maxWidth: '32rem' },
    '&[data-size="large"]': { maxWidth: '48rem' },
  },
});

export const dialog = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
  maxHeight: 'inherit',
});

export const dialogHeader = layeredStyle({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const dialogTitle = layeredStyle({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const dialogBody = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const dialogFooter = layeredStyle({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
