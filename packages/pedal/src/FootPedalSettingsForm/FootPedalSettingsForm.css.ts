import { layeredStyle, vars } from '@dictation/ui/theme';

export const form = layeredStyle({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '40rem',
  color: vars.color.text,
});

export const group = layeredStyle({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = layeredStyle({
  marginBottom: vars.space.sm,
  padding: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const actions = layeredStyle({ display: 'flex', justifyContent: 'flex-end' });
