import { focusRing, layeredStyle, vars } from '../theme';

export const group = layeredStyle({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.sm,
});

export const trigger = layeredStyle({
  cursor: 'pointer',
  gap: vars.space.sm,
  minWidth: '11rem',
  justifyContent: 'space-between',
});

export const calendarIcon = layeredStyle({
  display: 'inline-flex',
  color: vars.color.primary,
  fontSize: '1.25rem',
});

export const calendarPopover = layeredStyle({
  padding: vars.space.md,
  minWidth: 'auto',
});

export const calendar = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
});

export const calendarHeader = layeredStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const calendarHeading = layeredStyle({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const calendarGrid = layeredStyle({
  borderCollapse: 'collapse',
});

export const calendarHeaderCell = layeredStyle({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  paddingBottom: vars.space.xs,
});

export const calendarCell = layeredStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.control.heightSm,
  height: vars.control.heightSm,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-today]': { fontWeight: vars.font.weight.bold, textDecoration: 'underline' },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});
