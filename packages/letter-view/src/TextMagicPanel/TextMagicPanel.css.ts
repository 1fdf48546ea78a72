import { layeredGlobalStyle, layeredStyle, vars } from '@dictation/ui/theme';

export const root = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  height: '100%',
  minWidth: 0,
  padding: vars.space.md,
  overflow: 'auto',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
});

// In a panel narrower than its three tabs (a 320 CSS px screen), the tabs go on a second line
// rather than scroll the panel sideways (WCAG 1.4.10 reflow, issue 31).
layeredGlobalStyle(`${root} [role="tablist"]`, { flexWrap: 'wrap' });

export const header = layeredStyle({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = layeredStyle({ margin: 0, fontSize: vars.font.size.lg });

export const spells = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const spell = layeredStyle({ display: 'grid', gap: vars.space.xxs });

export const spellButton = layeredStyle({ justifyContent: 'flex-start', textAlign: 'start' });

export const description = layeredStyle({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const muted = layeredStyle({ margin: 0, color: vars.color.textMuted });

/** The letter's text and a spell's result keep their lines. */
export const text = layeredStyle({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSubtle,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const result = layeredStyle({ display: 'grid', gap: vars.space.sm });

export const spellTitle = layeredStyle({ margin: 0, fontSize: vars.font.size.md });

export const status = layeredStyle({
  margin: 0,
  minHeight: '1.5em',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const notFound = layeredStyle({ margin: 0, fontWeight: vars.font.weight.medium });

export const error = layeredStyle({
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.error}`,
  background: vars.color.errorSoft,
});

export const actions = layeredStyle({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
