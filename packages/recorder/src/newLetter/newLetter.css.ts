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
 */
export const fieldRow = layeredStyle({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
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

/** The recording flow without a page around it (`RecordLetter`): its parts one under another. */
export const flow = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
});
