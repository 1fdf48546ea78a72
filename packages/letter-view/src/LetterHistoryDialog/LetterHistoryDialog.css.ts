import { layeredStyle, vars } from '@dictation/ui/theme';

export const empty = layeredStyle({ margin: 0, color: vars.color.textMuted });

export const date = layeredStyle({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** Details and changes can be long: they wrap rather than widen the table. */
export const text = layeredStyle({ display: 'block', minWidth: '10rem', overflowWrap: 'anywhere' });
