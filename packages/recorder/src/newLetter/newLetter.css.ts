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

/** The letter's choices: one wrapping row of fields (as the portal's layout.fieldRow). */
export const fieldRow = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
  marginBlockEnd: vars.space.md,
  marginInline: 0,
  border: 'none',
  padding: 0,
});

/** The recording flow without a page around it (`RecordLetter`): its parts one under another. */
export const flow = layeredStyle({
  display: 'grid',
  gap: vars.space.sm,
});
