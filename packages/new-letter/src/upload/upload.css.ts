import { layeredGlobalStyle, layeredStyle, vars } from '@dictation/ui/theme';

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
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

/** The flow's area: files dragged over it show that they will land. */
export const dropZone = layeredStyle({
  borderRadius: vars.radius.lg,
  outline: '2px dashed transparent',
  outlineOffset: vars.space.xs,
  selectors: {
    '&[data-drop-target]': { outlineColor: vars.color.primary },
  },
});

/** No files yet: what this page is for and the next step, inside a dashed drop area. */
export const emptyState = layeredStyle({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSubtle,
  maxWidth: '48rem',
});

export const emptyTitle = layeredStyle({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
});

/**
 * The file cards, one under another, each as wide as the list: `auto` columns would grow to a
 * card's content (the browser's 300 px audio controls), past a 320 CSS px screen (WCAG 1.4.10
 * reflow, issue 31).
 */
export const fileList = layeredStyle({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
});

export const fileCard = layeredStyle({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.md,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
});
layeredGlobalStyle(`${fileCard} > audio`, { maxWidth: '100%' });

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
