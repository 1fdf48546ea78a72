import { globalLayer } from '@vanilla-extract/css';

/**
 * Every style of the kit sits in this cascade layer, so any unlayered rule of a host page wins
 * over it without specificity fights.
 */
export const dictationLayer = globalLayer('dictation');
