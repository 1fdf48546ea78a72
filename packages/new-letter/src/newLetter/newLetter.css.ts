import { layeredGlobalStyle, layeredStyle, vars } from '@dictation/ui/theme';

export const actions = layeredStyle({
  display: 'flex',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
});

/** The EMIS/TPP patient: terms and values on one line each, side by side. */
export const patient = layeredStyle({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});
layeredGlobalStyle(`${patient} dd`, { margin: 0, fontWeight: vars.font.weight.medium });

/** Field changes waiting for the server: a quiet line under the fields, empty when all is saved. */
export const saveStatus = layeredStyle({
  color: vars.color.textMuted,
  margin: 0,
  minBlockSize: '1lh',
});

/**
 * The letter's choices (and an uploaded file's): a titled group whose fields take columns of at
 * least 13rem, as many as the width allows, instead of one row squeezing six fields (issue 19).
 * Narrower than one column (320 CSS px, WCAG 1.4.10 reflow, issue 31), the one column is the
 * group's width; a fieldset is otherwise as wide as its content.
 */
export const fieldRow = layeredStyle({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(13rem, 100%), 1fr))',
  minInlineSize: 0,
  gap: vars.space.md,
  alignItems: 'end',
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
layeredGlobalStyle(`${fieldRow} > legend`, {
  paddingInline: vars.space.xs,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

/**
 * The recording flow without a page around it (`RecordLetter`): its parts one under another, in
 * one column as wide as the flow; an `auto` column would grow to its widest part's content
 * (wider than a 320 CSS px screen, WCAG 1.4.10 reflow, issue 31).
 */
export const flow = layeredStyle({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
});
