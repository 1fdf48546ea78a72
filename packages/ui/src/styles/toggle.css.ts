import { layeredStyle, vars } from '../theme';

/** The label row of Checkbox and Switch: the control and its text, one target of at least 24 px. */
export const toggleRoot = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.control.minTarget,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' } },
});
