import { layeredStyle, vars } from '../theme';

export const root = layeredStyle({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const pages = layeredStyle({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const pageButton = layeredStyle({
  minWidth: vars.control.heightSm,
  paddingInline: vars.space.sm,
  selectors: {
    '&[aria-current="page"]': { fontWeight: vars.font.weight.bold },
  },
});

export const gap = layeredStyle({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: vars.control.heightSm,
  color: vars.color.textMuted,
});

export const pageSize = layeredStyle({
  minWidth: '8rem',
});
