import { layeredStyle } from '../theme';

/** Menu entries are short actions: the menu is as wide as its longest one, not its trigger. */
export const menu = layeredStyle({
  minWidth: '12rem',
  whiteSpace: 'nowrap',
});
