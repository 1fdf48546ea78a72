import { layeredStyle, vars } from '@dictation/ui/theme';

/** A page's h1 (pages without the ui PageHeader). */
export const title = layeredStyle({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const emptyState = layeredStyle({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
});

/** Off screen until focused, then over the top left corner of the page. */
export const skipLink = layeredStyle({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: vars.zIndex.tooltip,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
