import { layeredGlobalStyle, layeredStyle, vars } from '@dictation/ui/theme';

/**
 * The letter screen as a transcription workspace (issue 30). Where the screen has room beside the
 * 680 px page (spec 001 section 9), the job header and the player take a column of their own to
 * its left, so the letter starts under the toolbar and shows more than 20 lines of 12 pt at
 * 1366 x 800; the player stays at the top and the footer's actions at the bottom of that column
 * while the letter scrolls, and neither ever covers the letter or its caret. With less room, one
 * column as before, of which only the editor's toolbar stays in view. Sticky, never fixed: the
 * portal's window and a host page of any height scroll the screen alike. The room is the screen's
 * own width (a container query), not the window's: a host may give it any part of the page.
 */
const screen = 'dictation-letter-screen';

/** The page (spec 001 section 9), the least the side column needs, and the gap between them. */
const pageWidth = 680;
const sideMinWidth = 320;
const columnGap = 16;
const sideBySideWidth = pageWidth + columnGap + sideMinWidth;
const sideBySide = `${screen} (min-width: ${sideBySideWidth}px)`;

/** The side column: what the page leaves, up to 28rem (a line of the header's fields). */
const sideWidthVar = '--dictation-letter-side-width';
const sideWidth = `var(${sideWidthVar})`;

export const root = layeredStyle({
  containerName: screen,
  containerType: 'inline-size',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  gap: `${vars.space.md} ${columnGap}px`,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  vars: { [sideWidthVar]: `clamp(${sideMinWidth}px, 100cqi - ${pageWidth + columnGap}px, 28rem)` },
});

/** One column: the whole width. Side by side: the header, the player and Text magic. */
export const side = layeredStyle({
  flex: '1 1 100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  '@container': { [sideBySide]: { flex: `0 0 ${sideWidth}` } },
});

/** The player and the save state: at the top of the side column while the letter scrolls. */
export const playerDock = layeredStyle({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  background: vars.color.surface,
  '@container': {
    [sideBySide]: { position: 'sticky', top: 0, zIndex: 1, paddingBlockEnd: vars.space.xs },
  },
});

/** The notices about the letter and the editor. */
export const letter = layeredStyle({
  flex: `1 1 ${pageWidth}px`,
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  minWidth: 0,
});

/**
 * The footer's line. Side by side it stays at the bottom of the window, as wide as the side
 * column and under it, clear of the letter; the rest of its line lets the pointer through to the
 * letter. In one column it ends the screen, as before: there it would cover the lines being typed.
 */
export const footerDock = layeredStyle({
  flex: '1 0 100%',
  '@container': {
    [sideBySide]: { position: 'sticky', bottom: 0, zIndex: 1, pointerEvents: 'none' },
  },
});

/**
 * Side by side, a header field or Text magic reached with Tab while the letter is scrolled comes
 * into view clear of the player above it and the actions below it (WCAG 2.2 2.4.11; their height
 * in a 20-28rem column). The sticky parts need none: they are always in view.
 */
layeredGlobalStyle(`${side} > :not(${playerDock}) *`, {
  '@container': { [sideBySide]: { scrollMarginBlock: '9rem 13rem' } },
});

/**
 * The screen's first render is the letter's text; the header and the player come in the render
 * after it (issue 33, OpenLetter.tsx). Side by side they come beside the text. In one column they
 * come above it: there the text waits for them, hidden, rather than moving down under the reader.
 */
layeredGlobalStyle(`${root}[data-surroundings="pending"] > ${letter}`, {
  '@container': { [`${screen} not (min-width: ${sideBySideWidth}px)`]: { visibility: 'hidden' } },
});

/** Text magic (spec 001 section 2) under the player: as tall as it needs, not the column. */
export const textMagic = layeredStyle({ display: 'grid' });

export const footerPanel = layeredStyle({
  background: vars.color.surface,
  '@container': {
    [sideBySide]: { width: sideWidth, paddingBlockEnd: vars.space.sm, pointerEvents: 'auto' },
  },
});

export const notice = layeredStyle({
  margin: 0,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  selectors: {
    '&[data-kind="error"]': { borderLeftColor: vars.color.error, background: vars.color.errorSoft },
  },
});

export const noticeLine = layeredStyle({ margin: 0 });
