import { focusRing, layeredGlobalStyle, layeredStyle, vars } from '@dictation/ui/theme';

export const root = layeredStyle({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'center',
});

/**
 * The page: 680 px wide, Arial 12 pt (spec 001 section 9), as it prints. ProseMirror needs
 * `pre-wrap` so typed spaces show, and the outline marks focus like any other field.
 *
 * A letter brings its own styles (Word's, a letterhead's), which are the letter's: this file styles
 * only what it leaves unset. `contain: paint` and `isolation` keep whatever they do on the page: no
 * shadow, overflow or stacking of the letter's can cover the screen around it; a wide table
 * scrolls inside the page instead.
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
  contain: 'layout paint',
  // Its width sets how many rows the toolbar wraps into (the caret's scroll margin below).
  containerType: 'inline-size',
  isolation: 'isolate',
  overflowX: 'auto',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-readonly="true"]': { background: vars.color.surfaceSubtle },
  },
});

const inPage = (selector: string) => `${page} :is(${selector})`;

/**
 * The toolbar stays over the top of the page while the letter scrolls (LetterEditorToolbar.css.ts),
 * so the line the caret moves to with the keyboard (arrows, Page Up, Ctrl+Home), or a word found,
 * is scrolled into view below it, not under it (WCAG 2.2 2.4.11). The browser takes the margin of
 * the block that holds the caret. It is the toolbar's height as the page's width wraps it: two
 * rows (71 px) from 600 px, three or four to 400 px, seven at a phone's width.
 */
layeredGlobalStyle(`${page} *`, {
  scrollMarginTop: '20rem',
  '@container': {
    '(min-width: 400px)': { scrollMarginTop: '9.5rem' },
    '(min-width: 600px)': { scrollMarginTop: '5rem' },
  },
});

// The letter's blocks as a word processor spaces them (the theme's reset takes the browser's
// margins and list indents away); an item's or a cell's own paragraph sits tight in it.
layeredGlobalStyle(inPage('p'), { margin: '0 0 0.75em' });
layeredGlobalStyle(inPage('h1, h2, h3'), { margin: '0.75em 0 0.5em', lineHeight: 1.25 });
layeredGlobalStyle(`${inPage('h1, h2, h3')}:first-child`, { marginTop: 0 });
layeredGlobalStyle(inPage('ul, ol'), { margin: '0 0 0.75em', paddingLeft: '1.75em' });
layeredGlobalStyle(`${inPage('li, td, th')} > p`, { margin: 0 });
layeredGlobalStyle(inPage('blockquote'), { margin: '0 0 0.75em 2.5em' });
// Sub- and superscript as word processors set them: smaller, without spreading the lines apart.
layeredGlobalStyle(inPage('sub, sup'), {
  position: 'relative',
  fontSize: '75%',
  lineHeight: 0,
  verticalAlign: 'baseline',
});
layeredGlobalStyle(inPage('sup'), { top: '-0.5em' });
layeredGlobalStyle(inPage('sub'), { bottom: '-0.25em' });
layeredGlobalStyle(inPage('a'), { color: vars.color.primary, textDecoration: 'underline' });
layeredGlobalStyle(inPage('img'), { maxWidth: '100%', height: 'auto' });

// Tables. These rules are in a cascade layer, so they would beat the letter's own presentational
// attributes (`border`, `cellpadding`, `width`, `align`): each stays off what such an attribute sets.
layeredGlobalStyle(inPage('table'), { borderCollapse: 'collapse', marginBottom: '0.75em' });
layeredGlobalStyle(`${inPage('table')}:not([width])`, { width: '100%' });
layeredGlobalStyle(inPage('td, th'), { position: 'relative', verticalAlign: 'top', minWidth: '2em' });
layeredGlobalStyle(`${page} table:not([cellpadding]) :is(td, th)`, { padding: '2px 6px' });
layeredGlobalStyle(`${page} th:not([align])`, { textAlign: 'start', fontWeight: 'bold' });

/**
 * A table without borders of its own gets a faint dashed outline per cell while it is edited (a
 * word processor's gridlines), so its cells can be found; never printed, never on the letter.
 */
const borderless = `${page} table:is(:not([border]), [border="0"]):not([style*="border"])`;
layeredGlobalStyle(`${borderless} :is(td, th):not([style*="border"])`, {
  '@media': { screen: { outline: `1px dashed ${vars.color.border}`, outlineOffset: '-1px' } },
});

// The cells a drag or Shift+arrows select (prosemirror-tables' CellSelection), shaded over
// whatever background the cell has; ProseMirror hides the text selection meanwhile.
layeredGlobalStyle(`${page} .selectedCell::after`, {
  content: '""',
  position: 'absolute',
  inset: 0,
  background: vars.color.selection,
  opacity: 0.6,
  pointerEvents: 'none',
});
layeredGlobalStyle(`${page}.ProseMirror-hideselection *::selection`, { background: 'transparent' });
layeredGlobalStyle(`${page}.ProseMirror-hideselection`, { caretColor: 'transparent' });
// A selected image, rule or kept element (a node selection).
layeredGlobalStyle(`${page} .ProseMirror-selectednode`, { outline: `2px solid ${vars.color.focusRing}` });

/** What the editor keeps as it came and cannot edit: shown, and marked as such. */
layeredGlobalStyle(`${page} [data-kept-as-is]`, {
  outline: `1px dotted ${vars.color.border}`,
  outlineOffset: '1px',
  cursor: 'default',
});

/** An image stored elsewhere, never fetched (renderHtml.ts): a box with its description. */
layeredGlobalStyle(`${page} [data-image-placeholder]`, {
  display: 'inline-block',
  maxWidth: '100%',
  padding: `0 ${vars.space.xs}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSubtle,
  color: vars.color.textMuted,
  fontSize: '0.9em',
  verticalAlign: 'baseline',
});

layeredGlobalStyle(`${page} hr:not([align], [width], [size])`, { margin: '0.75em 0' });
