import { layeredStyle, vars } from '@dictation/ui/theme';

export const card = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '24rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.family.body,
});

export const heading = layeredStyle({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const form = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const actions = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const alert = layeredStyle({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.errorSoft,
  color: vars.color.text,
  borderInlineStart: `4px solid ${vars.color.error}`,
  selectors: { '&:empty': { display: 'none' } },
});

export const alertTitle = layeredStyle({
  display: 'block',
  fontWeight: vars.font.weight.bold,
});

export const message = layeredStyle({
  margin: 0,
  fontSize: vars.font.size.md,
});

export const link = layeredStyle({
  color: vars.color.primary,
  textDecoration: 'underline',
  ':hover': { color: vars.color.primaryHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
