import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The focus-visible outline every interactive element uses (spread into a rule). */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} satisfies StyleRule;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;

/** The media query under which animations and transitions are turned off. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';
