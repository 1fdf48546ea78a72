import { focusRing, layeredGlobalStyle, layeredStyle, vars, visuallyHidden } from '@dictation/ui/theme';
import type { ColumnId } from '../columns/columnSets';
import { maxViewShare } from '../grid/rowWindow';

export const root = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

/** The filters' landmark: the first row, then the 'More filters' panel when open. */
export const filters = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/**
 * The most used filters and the 'More filters' button in one row at 1366 px; narrower, the row
 * wraps (the fields keep their widths, so a label never breaks).
 */
export const filterRow = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const field = layeredStyle({ minWidth: 0 });

/** Widths that fit the values: nine digits, a priority name, an author or a status. */
export const fieldWidths = {
  jobId: layeredStyle({ width: '7.5rem' }),
  priority: layeredStyle({ width: '8rem' }),
  author: layeredStyle({ width: '11rem' }),
  status: layeredStyle({ width: '11rem' }),
};

export const moreFiltersIcon = layeredStyle({
  display: 'inline-flex',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

/** The count of active filters behind 'More filters'. */
export const badge = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
});

/** The filters behind 'More filters', in a grid of equal cells. */
export const morePanel = layeredStyle({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  alignItems: 'end',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.surfaceHover}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSubtle,
});

/** The quoted-match tip, once under the fields it applies to. */
export const panelNote = layeredStyle({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.textMuted,
});

/** Active filters and Reset filters on the left, the view's settings on the right. */
export const listBar = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.control.heightSm,
});

export const barGroup = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const chips = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

export const chip = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '20rem',
  minHeight: '1.75rem',
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSubtle,
  color: vars.color.text,
});

export const chipText = layeredStyle({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A chip's remove button: a 24 px target (WCAG 2.2). */
export const chipRemove = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.control.minTarget,
  height: vars.control.minTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.selection },
    '&[data-focus-visible]': focusRing,
  },
});

/** The columns menu: a popover of checkable items (it renders in a portal, themed by its own class). */
export const menuPopover = layeredStyle({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--trigger-width)',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
});

export const menu = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  outline: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

export const menuItem = layeredStyle({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.control.heightSm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

/** The box drawn before a menu item; ticked when the column is shown. */
export const menuCheck = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: 'transparent',
  selectors: {
    '[data-selected] > &': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const gridArea = layeredStyle({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const tableWrap = layeredStyle({
  overflowX: 'auto',
  // The column widths follow the room the list has (a container query), not the window.
  containerType: 'inline-size',
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

/**
 * Fixed layout: the columns take the widths of their headers (below), so no cell is measured to
 * lay the table out, and a value wider than its column ends with an ellipsis instead of wrapping.
 * Room beyond the widths is shared out between the columns; with less room than their sum (many
 * optional columns, a tablet) the table scrolls sideways inside its wrap.
 */
export const table = layeredStyle({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

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
  boxSizing: 'border-box',
  textAlign: 'left',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
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

/**
 * The list's root carries the density: compact rows (the default) fit twice the letters of
 * comfortable ones above the fold.
 */
export const densityPadding = { compact: vars.space.xs, comfortable: vars.space.md } as const;

// A row's cells carry no class of their own: one attribute fewer to set per cell when a page
// renders, and the same look. Every cell is one line (the spacers of a virtualised page assume
// it too): a value wider than its column ends with an ellipsis, and the grid shows it in full as
// the cell's tooltip (LettersTableGrid).
layeredGlobalStyle(`${row} > td, ${row} > th`, {
  paddingBlock: densityPadding.compact,
  paddingInline: vars.space.sm,
  borderBottom: `1px solid ${vars.color.surfaceHover}`,
  textAlign: 'left',
  fontWeight: 'inherit',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
layeredGlobalStyle(`[data-density="comfortable"] ${row} > td, [data-density="comfortable"] ${row} > th`, {
  paddingBlock: densityPadding.comfortable,
});

/**
 * Column widths in `ch` (a digit's width, so they follow the brand's font), plus the cells'
 * padding: the longest usual value on one line. Job, Duration, Priority and Recorded always fit
 * theirs; a longer name in Author or Lock, or a longer status, ends with an ellipsis and shows in
 * full as the cell's tooltip. At 1366 px (1104 px for the list) the in-progress columns fit
 * their longest seeded values: 'Locked by EXPIRING, Eli', 'Outsource Transcription', 'Waiting for
 * approval'. The notes column is an icon.
 */
export const columnWidths: Record<ColumnId, number> = {
  job: 7,
  duration: 7.5,
  dit2JobNo: 11,
  priority: 7,
  recorded: 16,
  patientName: 18,
  dateOfBirth: 11.5,
  nhsNumber: 12.5,
  author: 13,
  department: 14,
  hospitalNumber: 11.5,
  sampleId: 10,
  label: 12,
  lock: 23,
  status: 20,
  notes: 6,
  approval: 16.5,
  dit2StatusSync: 17,
};

/** Where the list has less than this room (1024 px, a tablet), the text columns give up some. */
export const narrowTable = '66rem';
const narrowColumnWidths: Partial<Record<ColumnId, number>> = {
  patientName: 13,
  author: 10,
  department: 11,
  label: 10,
  lock: 15,
  status: 15,
  approval: 12,
  dit2StatusSync: 12,
};

const widthOf = (ch: number) => `calc(${ch}ch + 2 * ${vars.space.sm})`;
for (const [id, ch] of Object.entries(columnWidths)) {
  const narrow = narrowColumnWidths[id as ColumnId];
  layeredGlobalStyle(`${column}[data-column="${id}"]`, {
    width: widthOf(ch),
    ...(narrow === undefined
      ? {}
      : { '@container': { [`(max-width: ${narrowTable})`]: { width: widthOf(narrow) } } }),
  });
}

// The notes' hidden text is positioned: it must stay inside the table's scrolling wrap, or a
// table wider than the wrap would make the whole page scroll sideways.
export const notesCell = layeredStyle({ position: 'relative' });

// An inline icon sits on the baseline; this centres it on the text (columns/tableColumns.tsx).
export const notesIcon = layeredStyle({ verticalAlign: '-0.125em' });

export const spacer = layeredStyle({ padding: 0, border: 'none' });

export const status = layeredStyle({ padding: vars.space.md, color: vars.color.textMuted });

export const alert = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.errorSoft,
  color: vars.color.error,
  borderRadius: vars.radius.md,
});

/** The empty, loading and error states in the table's body: what happened, then the next step. */
export const bodyMessage = layeredStyle({
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  textAlign: 'center',
  whiteSpace: 'normal',
  color: vars.color.textMuted,
});

export const messageBox = layeredStyle({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '32rem',
});

export const messageTitle = layeredStyle({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const messageText = layeredStyle({ margin: 0 });

export const pagination = layeredStyle({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const count = layeredStyle({ margin: 0, color: vars.color.textMuted });

export const note = layeredStyle({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const hidden = layeredStyle(visuallyHidden);
