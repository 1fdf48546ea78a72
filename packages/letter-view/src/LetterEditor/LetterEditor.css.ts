import { focusRing, layeredGlobalStyle, layeredStyle, vars } from '@dictation/ui/theme';

export const root = layeredStyle({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'center',
});

export const toolbar = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  maxWidth: '680px',
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const toolButton = layeredStyle({
  minWidth: vars.control.minTarget,
  minHeight: vars.control.minTarget,
  padding: `0 ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.selection, borderColor: vars.color.primary },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'default' },
  },
});

export const separator = layeredStyle({
  width: '1px',
  alignSelf: 'stretch',
  background: vars.color.border,
});

/**
 * The page: 680 px wide, Arial 12 pt (spec 001 section 9), as it prints. ProseMirror needs
 * `pre-wrap` so typed spaces show, and the outline marks focus like any other field.
 */
export const page = layeredStyle({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '680px',
  minHeight: '24rem',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'Arial, Helvetica, sans-serif',
  fontSize: '12pt',
  lineHeight: 1.4,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'break-word',
  fontVariantLigatures: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-readonly="true"]': { background: vars.color.surfaceSubtle },
  },
});

// The letter's blocks as a word processor spaces them (the theme's reset takes the browser's
// margins and list indents away); an item's own paragraph sits tight in its list.
layeredGlobalStyle(`${page} p`, { margin: '0 0 0.75em' });
layeredGlobalStyle(`${page} :is(h1, h2, h3)`, { margin: '0.75em 0 0.5em', lineHeight: 1.25 });
layeredGlobalStyle(`${page} :is(h1, h2, h3):first-child`, { marginTop: 0 });
layeredGlobalStyle(`${page} :is(ul, ol)`, { margin: '0 0 0.75em', paddingLeft: '1.75em' });
layeredGlobalStyle(`${page} li > p`, { margin: 0 });
