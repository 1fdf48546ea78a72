import { focusRing, layeredStyle, vars } from '../theme';

export const root = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.control.minTarget,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' } },
});

export const track = layeredStyle({
  position: 'relative',
  display: 'inline-block',
  width: '2.5rem',
  height: '1.5rem',
  flexShrink: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '[data-selected] > &': { background: vars.color.primary, borderColor: vars.color.primary },
    '[data-focus-visible] > &': focusRing,
    '[data-disabled] > &': { borderColor: vars.color.surfaceHover, background: vars.color.surfaceSubtle },
  },
});

export const thumb = layeredStyle({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '1rem',
  height: '1rem',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '[data-selected] > * > &': { transform: 'translateX(1rem)', background: vars.color.onPrimary },
    '[data-disabled] > * > &': { background: vars.color.textDisabled },
  },
});
