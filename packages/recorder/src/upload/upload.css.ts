import { layeredStyle, vars } from '@dictation/ui/theme';

export const toolbar = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  marginBlock: vars.space.md,
});

export const help = layeredStyle({
  color: vars.color.textMuted,
  maxWidth: '70ch',
  lineHeight: vars.font.lineHeight.normal,
});

export const fileList = layeredStyle({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

export const fileCard = layeredStyle({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.sm,
});

export const fileHeader = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const fileName = layeredStyle({
  margin: 0,
  fontSize: vars.font.size.md,
  overflowWrap: 'anywhere',
});

export const muted = layeredStyle({
  color: vars.color.textMuted,
});

export const reportTable = layeredStyle({
  width: '100%',
  borderCollapse: 'collapse',
});
