import { keyframes } from '@vanilla-extract/css';
import { layeredStyle, vars } from '../theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  color: 'currentColor',
  selectors: {
    '&[data-size="small"]': { width: '1em', height: '1em' },
    '&[data-size="medium"]': { width: '1.5rem', height: '1.5rem' },
    '&[data-size="large"]': { width: '3rem', height: '3rem' },
  },
});

export const svg = layeredStyle({
  width: '100%',
  height: '100%',
  animationName: spin,
  animationDuration: '0.9s',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@media': {
    // Reduced motion slows the turn rather than stopping it: a frozen spinner reads as a hang.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

export const track = layeredStyle({ opacity: 0.25 });

export const label = layeredStyle({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
