import { focusRing, layeredStyle, vars } from '@dictation/ui/theme';

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
