import { layeredGlobalStyle, layeredStyle, vars, visuallyHidden } from '@dictation/ui/theme';
import { maxViewShare } from '../grid/rowWindow';

export const root = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const filters = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const field = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: '10rem',
});

export const label = layeredStyle({ fontWeight: vars.font.weight.medium });

export const toggles = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  border: 'none',
  padding: 0,
  margin: 0,
});

export const gridArea = layeredStyle({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const tableWrap = layeredStyle({
  overflowX: 'auto',
  selectors: {
    // A virtualised page scrolls inside the wrap, so the rendered window follows its scrollTop;
    // the padding keeps a row focused from the keyboard clear of the sticky header.
    '&[data-virtualized]': {
      maxHeight: `${maxViewShare * 100}vh`,
      overflowY: 'auto',
      scrollPaddingTop: '3rem',
    },
  },
});

export const table = layeredStyle({ width: '100%', borderCollapse: 'collapse' });

export const header = layeredStyle({
  selectors: {
    [`${tableWrap}[data-virtualized] &`]: {
      position: 'sticky',
      top: 0,
      zIndex: 1,
      background: vars.color.surface,
    },
  },
});

export const column = layeredStyle({
  textAlign: 'left',
  padding: vars.space.sm,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

export const row = layeredStyle({
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-state="deleted"]': { color: vars.color.textMuted },
  },
});

// A row's cells carry no class of their own: one attribute fewer to set per cell when a page
// renders, and the same look.
layeredGlobalStyle(`${row} > td, ${row} > th`, {
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.surfaceHover}`,
  textAlign: 'left',
  fontWeight: 'inherit',
});

// Spacer heights assume rows of one line.
layeredGlobalStyle(`${tableWrap}[data-virtualized] ${row} > *`, { whiteSpace: 'nowrap' });

// An inline icon sits on the baseline; this centres it on the text (columns/tableColumns.tsx).
export const notesIcon = layeredStyle({ verticalAlign: '-0.125em' });

export const spacer = layeredStyle({ padding: 0, border: 'none' });

export const status = layeredStyle({ padding: vars.space.md, color: vars.color.textMuted });

export const alert = layeredStyle({
  padding: vars.space.md,
  background: vars.color.errorSoft,
  color: vars.color.error,
  borderRadius: vars.radius.md,
});

export const listBar = layeredStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const pagination = layeredStyle({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const note = layeredStyle({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const hidden = layeredStyle(visuallyHidden);
