import type { BrandTokens } from './brandTokens';

/** Tokens both shipped brands share; a third brand may reuse them or not. */
export const sharedTokens = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  control: {
    minTarget: '24px',
    heightSm: '32px',
    heightMd: '40px',
    heightLg: '48px',
  },
  zIndex: {
    drawer: '300',
    dialog: '400',
    popover: '450',
    toast: '500',
    preloader: '600',
    tooltip: '700',
  },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
} satisfies Pick<BrandTokens, 'space' | 'control' | 'zIndex' | 'motion'>;
