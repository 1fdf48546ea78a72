import { focusRing, layeredStyle, vars } from '../theme';

// Checkbox and Switch share their label row.
export { toggleRoot as root } from '../styles/toggle.css';

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
