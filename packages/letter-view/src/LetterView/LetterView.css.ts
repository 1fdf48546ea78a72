import { layeredStyle, vars } from '@dictation/ui/theme';

export const root = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

export const notice = layeredStyle({
  margin: 0,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  selectors: {
    '&[data-kind="error"]': { borderLeftColor: vars.color.error, background: vars.color.errorSoft },
  },
});

export const noticeLine = layeredStyle({ margin: 0 });

export const bar = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const footer = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

/** The editor, and the Text magic panel beside it when open (under it on a narrow screen). */
export const workspace = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  selectors: {
    '&[data-panel="open"]': { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)' },
  },
  '@media': {
    'screen and (max-width: 960px)': {
      selectors: { '&[data-panel="open"]': { gridTemplateColumns: 'minmax(0, 1fr)' } },
    },
  },
});
