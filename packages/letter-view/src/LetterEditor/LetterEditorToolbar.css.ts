import { focusRing, layeredStyle, vars } from '@dictation/ui/theme';

/**
 * The toolbar over the 680 px page: two rows of 32 px controls at most, so the letter screen still
 * shows 20 lines of the letter at 1366 x 800 (issue 30). Its groups wrap as wholes. It stays at the
 * top of the window while a long letter scrolls under it (over the page, which is a stacking
 * context of its own: LetterEditor.css.ts).
 */
export const toolbar = layeredStyle({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: vars.color.surface,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  width: '100%',
  maxWidth: '680px',
  padding: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

/** A group wider than a phone (the three selects) wraps too, so the page never scrolls sideways. */
export const group = layeredStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
});

/** Every control: 32 px high, at least the 24 x 24 px target of WCAG 2.2 (2.5.8) everywhere. */
const control = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  height: vars.control.heightSm,
  minWidth: vars.control.heightSm,
  padding: `0 ${vars.space.xs}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed], &[data-selected]': {
      background: vars.color.selection,
      borderColor: vars.color.primary,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'default', background: 'transparent' },
  },
} as const;

export const toolButton = layeredStyle(control);

/** A select's button shows its value; a long one (a font's name) is cut with an ellipsis. */
export const selectButton = layeredStyle({
  ...control,
  justifyContent: 'space-between',
  borderColor: vars.color.border,
  selectors: {
    ...control.selectors,
    '&[data-width="narrow"]': { width: '4rem' },
    '&[data-width="medium"]': { width: '7rem' },
    '&[data-width="wide"]': { width: '8.5rem' },
  },
});

export const selectValue = layeredStyle({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = layeredStyle({
  flexShrink: 0,
  width: '1em',
  height: '1em',
  color: vars.color.textMuted,
});

/** A popover's list (a select's options, a menu's items); it renders in a portal, themed itself. */
export const popover = layeredStyle({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--trigger-width)',
  maxHeight: '20rem',
  overflow: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  outline: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

/** The list in a popover: the popover draws the frame, the focused item the focus. */
export const list = layeredStyle({ outline: 'none' });

/** A choice in a popover's list: a row of the toolbar's height, name first. */
export const option = layeredStyle({
  ...control,
  display: 'flex',
  justifyContent: 'flex-start',
  gap: vars.space.sm,
  paddingInline: vars.space.sm,
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceHover },
    '&[data-selected]': { fontWeight: vars.font.weight.medium },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': control.selectors['&[data-disabled]'],
  },
});

/** The tick of the chosen option (hidden on the others, so the names stay aligned). */
export const tick = layeredStyle({
  flexShrink: 0,
  marginInlineStart: 'auto',
  color: vars.color.primary,
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});

/** A colour's sample next to its name (never the colour alone). */
export const swatch = layeredStyle({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: {
    // Automatic: the text's own colour, drawn as the page with a diagonal (no colour of its own).
    '&[data-colour="automatic"]': {
      background: `linear-gradient(to top right, ${vars.color.surface} 45%, ${vars.color.text} 45% 55%, ${vars.color.surface} 55%)`,
    },
  },
});

export const menuSeparator = layeredStyle({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});

/**
 * The shortcuts help: what each key does and its keys, two to a row on a wide screen so the whole
 * list shows without scrolling.
 */
export const shortcuts = layeredStyle({
  padding: vars.space.sm,
  outline: 'none',
});

export const shortcutsTitle = layeredStyle({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const shortcutList = layeredStyle({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, auto auto)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: 'auto auto' } },
});

export const shortcutKeys = layeredStyle({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

export const linkForm = layeredStyle({
  display: 'grid',
  gap: vars.space.md,
});
