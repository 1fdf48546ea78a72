import * as fieldStyles from '../styles/field.css';

/**
 * The field wrapper's class plus the caller's extra class. A module of its own: the fields'
 * stand-ins, in a screen's first download, use it without the fields' lists (overlayControls).
 */
export const fieldClassName = (className: string | undefined) =>
  className ? `${fieldStyles.field} ${className}` : fieldStyles.field;
