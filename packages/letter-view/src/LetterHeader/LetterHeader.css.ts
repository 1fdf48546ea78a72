import { focusRing, layeredStyle, vars } from '@dictation/ui/theme';

/** Spec 000 section 2: the label modal scrolls above 10 labels. */
const visibleLabelRows = 10;

/**
 * The fields, the Priority select and the notes icon in one run of rows, as few as the width takes
 * (issue 30): one at 1100 px, two at 680 px.
 */
export const root = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

/**
 * The list's fields are laid out with the select and the icon, as items of the header's rows (the
 * list keeps its role: browsers expose a `display: contents` description list as one).
 */
export const fields = layeredStyle({ display: 'contents' });

export const field = layeredStyle({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const term = layeredStyle({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const value = layeredStyle({
  margin: 0,
  minHeight: vars.control.minTarget,
  display: 'flex',
  alignItems: 'center',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

/** The button that opens a field's modal: reads as the value, with an underline as its cue. */
export const editButton = layeredStyle({
  minHeight: vars.control.minTarget,
  padding: `0 ${vars.space.xxs}`,
  marginInline: `calc(-1 * ${vars.space.xxs})`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'underline',
  textDecorationStyle: 'dotted',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.selection },
    '&[data-focus-visible]': focusRing,
  },
});

export const priority = layeredStyle({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  minWidth: '12rem',
});

export const urgent = layeredStyle({
  marginBlockEnd: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.errorSoft,
  color: vars.color.error,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const notes = layeredStyle({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.minTarget,
  color: vars.color.textMuted,
  fontSize: vars.font.size.lg,
});

/** The label modal's list: exactly 10 rows high, so an 11th label scrolls. */
export const labelList = layeredStyle({
  boxSizing: 'content-box',
  maxHeight: `calc(${visibleLabelRows} * ${vars.control.heightSm})`,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const labelOption = layeredStyle({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  height: vars.control.heightSm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.selection, fontWeight: vars.font.weight.medium },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const dialogBody = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
});

export const notice = layeredStyle({
  margin: 0,
  color: vars.color.warning,
  fontSize: vars.font.size.sm,
});
