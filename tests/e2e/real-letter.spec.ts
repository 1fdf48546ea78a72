/**
 * A real letter (issue 30): a clinic letter exported from Word, with a results table, a right-
 * aligned address block, its fonts, a red abnormal value, a superscript, a logo stored beside it
 * and a signature image, put into the sandbox as a letter's document. A secretary opens it, sees it
 * as it was written, edits one cell and reloads: the edit is there, and the server holds exactly the
 * letter with that value changed. Against the usual sandbox and against one that answers only the
 * spec's fields (its spec-only mode).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { editor, openLetterHolding, saveState, serverText } from './letterPage';

const wordLetter = readFileSync(
  resolve(import.meta.dirname, '../fixtures/letters/word-clinic-letter.html'),
  'utf8',
);

/**
 * Where two HTML texts differ as the browser reads them (every element, attribute, text and
 * comment), or null: run in the page, so it is the browser's own parser.
 */
function domDifference(page: Page, actual: string, expected: string): Promise<string | null> {
  return page.evaluate(
    ([actualHtml, expectedHtml]) => {
      const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
      const compare = (a: Node, e: Node, path: string): string | null => {
        const here = `${path}/${e.nodeName}`;
        if (a.nodeName !== e.nodeName) return `${here}: ${a.nodeName}`;
        if (a.nodeType === 3 || a.nodeType === 8)
          return a.nodeValue === e.nodeValue ? null : `${here}: ${JSON.stringify(a.nodeValue)}`;
        if (a instanceof Element && e instanceof Element) {
          const names = new Set([...a.getAttributeNames(), ...e.getAttributeNames()]);
          for (const name of names)
            if (a.getAttribute(name) !== e.getAttribute(name))
              return `${here}[${name}]: ${a.getAttribute(name)}`;
        }
        if (a.childNodes.length !== e.childNodes.length) return `${here}: ${a.childNodes.length} children`;
        for (let index = 0; index < e.childNodes.length; index += 1) {
          const difference = compare(
            a.childNodes[index] as Node,
            e.childNodes[index] as Node,
            `${here}[${index}]`,
          );
          if (difference) return difference;
        }
        return null;
      };
      return compare(parse(actualHtml), parse(expectedHtml), '');
    },
    [actual, expected] as const,
  );
}

for (const server of ['usual', 'spec-only'] as const) {
  test(`a Word letter opens as written, and a cell edited and reloaded is the only change (${server} server)`, async ({
    page,
    request,
    signIn,
  }) => {
    if (server === 'spec-only')
      expect((await request.post('/sandbox/test/spec-only', { data: { on: true } })).ok()).toBe(true);
    const letterId = await openLetterHolding(page, request, signIn, wordLetter);

    // As written: the results table, the right-aligned address, the fonts, the red value, the images.
    const text = editor(page);
    const table = text.getByRole('table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByText('Creatinine')).toHaveCSS('color', 'rgb(255, 0, 0)');
    await expect(text.getByText('Hollins Road')).toHaveCSS('font-family', /Arial/);
    await expect(text.locator('p', { hasText: 'Hollins Road' })).toHaveCSS('text-align', 'right');
    await expect(text.locator('sup', { hasText: 'th' })).toBeVisible();
    const signature = text.getByRole('img', { name: 'Signature' });
    await expect(signature).toBeVisible();
    expect(await signature.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // The logo is a file beside the Word document: named, not fetched.
    await expect(
      text.getByRole('img', {
        name: 'Northgate General Hospital NHS Foundation Trust (not shown: it is stored elsewhere)',
      }),
    ).toBeVisible();
    // Opening sent nothing.
    expect(await serverText(page, letterId)).toBe(wordLetter);

    // The secretary corrects the creatinine: 142 becomes 145, in its cell.
    const value = table.getByText('142', { exact: false });
    await value.click();
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.type('145');
    await expect(saveState(page)).toHaveText('Saved');
    await page.reload();
    await expect(editor(page).getByRole('table').getByText('145', { exact: false })).toBeVisible({
      timeout: 30_000,
    });
    await expect(editor(page).getByRole('table').getByText('142', { exact: false })).toHaveCount(0);

    const stored = await serverText(page, letterId);
    const expected = wordLetter.replace("color:red'>142\n", "color:red'>145\n");
    expect(expected).not.toBe(wordLetter);
    expect(await domDifference(page, stored, expected)).toBeNull();
  });
}
