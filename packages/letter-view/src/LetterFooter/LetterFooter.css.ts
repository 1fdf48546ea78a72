import { layeredStyle, vars } from '@dictation/ui/theme';

export const footer = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { print: { display: 'none' } },
});

export const group = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** 'Approved' / 'Waiting for approval': a status, not a control. */
export const approval = layeredStyle({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  background: vars.color.warningSoft,
  selectors: { '&[data-approval="approved"]': { background: vars.color.successSoft } },
});
