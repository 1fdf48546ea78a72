/**
 * The letter screen as a transcription workspace (issue 30), on the laptop screen of a hospital
 * desk, 1366 x 800: a secretary opens a twenty-page letter that has its dictation. Without
 * scrolling she sees at least 20 lines of the letter, the player and the footer's actions; while
 * she moves through the letter with the keyboard, the player and the actions stay in view and
 * uncovered, and the line with the caret is never hidden under them or under the toolbar.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { editor, footer, openLetterHolding } from './letterPage';

const twentyPages = readFileSync(
  resolve(import.meta.dirname, '../fixtures/letters/word-twenty-pages.html'),
  'utf8',
);

test.use({ viewport: { width: 1366, height: 800 } });

/** Lines of the letter's text wholly inside the window and not covered by anything. */
function visibleLetterLines(page: Page): Promise<number> {
  return editor(page).evaluate((text) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.nodeValue?.trim()) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.height === 0 || line.top < 0 || line.bottom > window.innerHeight) continue;
        // The line is seen only where the letter itself is the topmost thing at its middle.
        const middle = document.elementFromPoint(
          line.left + Math.min(line.width / 2, 8),
          line.top + line.height / 2,
        );
        if (middle && text.contains(middle)) tops.add(Math.round(line.top));
      }
    }
    return tops.size;
  });
}

/** Whether the control is wholly inside the window and nothing covers its middle. */
async function inViewAndUncovered(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth)
      return false;
    const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return middle !== null && (element === middle || element.contains(middle));
  });
}

/** Whether the caret's line is inside the window and the letter is what shows there. */
function caretLineSeen(page: Page): Promise<boolean> {
  return editor(page).evaluate((text) => {
    const selection = document.getSelection();
    if (!selection?.rangeCount) return false;
    const range = selection.getRangeAt(0).cloneRange();
    const box = range.getClientRects()[0] ?? (range.startContainer as Element).getBoundingClientRect?.();
    if (!box || box.top < 0 || box.bottom > window.innerHeight) return false;
    const middle = document.elementFromPoint(box.left + 1, box.top + box.height / 2);
    return middle !== null && text.contains(middle);
  });
}

test('at 1366 x 800 a twenty-page letter shows 20 lines, the player and the actions, and keeps them in view while the caret moves', async ({
  page,
  request,
  signIn,
}) => {
  await openLetterHolding(page, request, signIn, twentyPages);

  const play = page.getByRole('button', { name: 'Play', exact: true });
  const actions = [
    footer(page).getByRole('button', { name: 'Back' }),
    footer(page).getByRole('button', { name: 'Complete' }),
  ];
  await expect(play).toBeVisible();
  await expect.poll(() => visibleLetterLines(page)).toBeGreaterThanOrEqual(20);
  for (const control of [play, ...actions]) expect(await inViewAndUncovered(control)).toBe(true);

  // Through the letter with the keyboard: a few pages down, then its end.
  await editor(page).click({ position: { x: 40, y: 40 } });
  for (const key of ['PageDown', 'PageDown', 'PageDown', 'Control+End', 'ArrowUp']) {
    await page.keyboard.press(key);
    await expect.poll(() => caretLineSeen(page), `the caret's line after ${key}`).toBe(true);
    for (const control of [play, ...actions]) expect(await inViewAndUncovered(control)).toBe(true);
    expect(await visibleLetterLines(page)).toBeGreaterThanOrEqual(20);
  }
  // And back to its first line.
  await page.keyboard.press('Control+Home');
  await expect.poll(() => caretLineSeen(page)).toBe(true);
  for (const control of [play, ...actions]) expect(await inViewAndUncovered(control)).toBe(true);
});
