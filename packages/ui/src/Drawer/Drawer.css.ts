import { keyframes } from '@vanilla-extract/css';
import { layeredStyle, vars } from '../theme';

const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });
const slideFromStart = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideFromEnd = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const overlay = layeredStyle({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  display: 'flex',
  background: vars.color.backdrop,
  selectors: {
    '&[data-placement="bottom"]': { alignItems: 'flex-end' },
    '&[data-placement="start"]': { justifyContent: 'flex-start' },
    '&[data-placement="end"]': { justifyContent: 'flex-end' },
  },
});

export const panel = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  overflow: 'auto',
  animationDuration: vars.motion.duration.slow,
  animationTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-placement="bottom"]': {
      width: '100%',
      maxHeight: '85vh',
      borderStartStartRadius: vars.radius.lg,
      borderStartEndRadius: vars.radius.lg,
    },
    '&[data-placement="start"], &[data-placement="end"]': {
      height: '100%',
      width: 'min(24rem, 90vw)',
    },
    // The slide runs only while React Aria marks the panel as entering; closing mid-slide jumps
    // it to its end (`finishSlideIn` in Drawer.tsx), so closing never waits for it.
    '&[data-entering][data-placement="bottom"]': { animationName: slideUp },
    '&[data-entering][data-placement="start"]': { animationName: slideFromStart },
    '&[data-entering][data-placement="end"]': { animationName: slideFromEnd },
  },
});
