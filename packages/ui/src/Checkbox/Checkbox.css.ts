import { focusRing, layeredStyle, vars } from '../theme';

// Checkbox and Switch share their label row.
export { toggleRoot as root } from '../styles/toggle.css';

export const box = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '[data-hovered] > &': { borderColor: vars.color.borderStrong },
    '[data-selected] > &, [data-indeterminate] > &': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '[data-invalid] > &': { borderColor: vars.color.error },
    '[data-focus-visible] > &': focusRing,
    '[data-disabled] > &': { borderColor: vars.color.surfaceHover, background: vars.color.surfaceSubtle },
  },
});

export const mark = layeredStyle({
  width: '0.875rem',
  height: '0.875rem',
});
