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
