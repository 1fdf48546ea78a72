import { layeredStyle, vars } from '@dictation/ui/theme';

export const root = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  color: vars.color.textMuted,
  selectors: { '&[data-state="failed"]': { alignItems: 'flex-start', flexDirection: 'column' } },
});

export const message = layeredStyle({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.error}`,
  background: vars.color.errorSoft,
  color: vars.color.text,
});

export const line = layeredStyle({ margin: 0, fontWeight: vars.font.weight.medium });

export const reason = layeredStyle({ margin: 0, fontSize: vars.font.size.sm });
