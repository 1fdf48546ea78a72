import { layeredStyle, vars } from '@dictation/ui/theme';

export const outbox = layeredStyle({
  display: 'grid',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
});

export const heading = layeredStyle({ margin: 0, fontSize: vars.font.size.md });

export const list = layeredStyle({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One draft: what it is on the first line, where it is on the way on the second. */
export const item = layeredStyle({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const state = layeredStyle({ fontWeight: vars.font.weight.medium });

export const summary = layeredStyle({ margin: 0, color: vars.color.textMuted });
