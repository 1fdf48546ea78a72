import { focusRing, layeredStyle, vars, visuallyHidden } from '@dictation/ui/theme';

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

export const control = layeredStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minHeight: vars.control.heightSm,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[data-focus-visible], &:focus-visible': focusRing, '&[data-focus-within]': focusRing },
});

export const segments = layeredStyle({ display: 'flex', alignItems: 'center', flex: 1 });

export const segment = layeredStyle({
  padding: `0 ${vars.space.xxs}`,
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary, outline: 'none' },
  },
});

export const error = layeredStyle({ color: vars.color.error });
export const description = layeredStyle({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const popover = layeredStyle({
  minWidth: 'var(--trigger-width)',
  maxHeight: '20rem',
  overflow: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
});

export const option = layeredStyle({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceHover },
    '&[data-selected]': { fontWeight: vars.font.weight.bold },
  },
});

export const toggles = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  border: 'none',
  padding: 0,
  margin: 0,
});

export const checkbox = layeredStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.control.minTarget,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const box = layeredStyle({
  width: '1rem',
  height: '1rem',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  selectors: { '[data-selected] > &': { background: vars.color.primary, borderColor: vars.color.primary } },
});

export const gridArea = layeredStyle({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const tableWrap = layeredStyle({
  overflowX: 'auto',
  selectors: {
    // A virtualised page scrolls inside the wrap, so the rendered window follows its scrollTop;
    // the padding keeps a row focused from the keyboard clear of the sticky header.
    '&[data-virtualized]': { maxHeight: '70vh', overflowY: 'auto', scrollPaddingTop: '3rem' },
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

export const cell = layeredStyle({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.surfaceHover}`,
  textAlign: 'left',
  fontWeight: 'inherit',
  selectors: {
    // Spacer heights assume rows of one line.
    [`${tableWrap}[data-virtualized] &`]: { whiteSpace: 'nowrap' },
  },
});

export const spacer = layeredStyle({ padding: 0, border: 'none' });

export const status = layeredStyle({ padding: vars.space.md, color: vars.color.textMuted });

export const alert = layeredStyle({
  padding: vars.space.md,
  background: vars.color.errorSoft,
  color: vars.color.error,
  borderRadius: vars.radius.md,
});

export const footer = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const pagination = layeredStyle({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const note = layeredStyle({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const hidden = layeredStyle(visuallyHidden);
