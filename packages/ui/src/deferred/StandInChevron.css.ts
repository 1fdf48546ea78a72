import { keyframes } from '@vanilla-extract/css';
import { layeredStyle } from '../theme';

const shown = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * The spinner shows only when the wait is long enough to notice: on a fast line the control takes
 * the stand-in's place first, and a spinner that flashes for a frame reads as a fault.
 */
export const waitingSpinner = layeredStyle({
  animationName: shown,
  animationDuration: '0.15s',
  animationDelay: '0.3s',
  animationFillMode: 'both',
});
