import { describe, expect, it } from 'vitest';
import { letterText, parseLetterHtml, serializeLetterHtml } from './letterHtml';

const roundTrip = (html: string) => serializeLetterHtml(parseLetterHtml(html));

describe('canonical letter HTML (docs/wire-contract.md, Documents)', () => {
  it.each([
    '<p>Dear Colleague,</p><p>On examination the chest was clear.</p><p>Yours sincerely,</p>',
    '<h1>Clinic letter</h1><h2>History</h2><h3>Plan</h3><p></p>',
    '<p>BP 120 &lt; 140 &amp; stable, "no" change, O\'Neil</p>',
    '<p>Two  spaces,&nbsp;a non-breaking one, and a<br>line break</p>',
    '<p><strong>Bold <em>both <u>all three</u></em></strong> <u>under</u></p>',
    '<ul><li><p>one</p></li><li><p>two</p><ol><li><p>nested</p></li></ol></li></ul>',
    '<p>Café – naïve 😀</p>',
  ])('reads and writes %s unchanged', (html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it('writes the canonical form of other HTML, and drops what a letter is not made of', () => {
    expect(roundTrip('<p style="color:red" class="x">A <b>bold</b> <i>move</i></p>\n<div>next</div>')).toBe(
      '<p>A <strong>bold</strong> <em>move</em></p><p>next</p>',
    );
    expect(
      roundTrip(
        '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)><table><tr><td>cell</td></tr></table>',
      ),
    ).toBe('<p>ok</p><p>cell</p>');
  });

  it('reads a plain-text draft as one paragraph per line', () => {
    expect(roundTrip('Dear Colleague,\nBP 120 < 140\n\nYours sincerely,')).toBe(
      '<p>Dear Colleague,</p><p>BP 120 &lt; 140</p><p></p><p>Yours sincerely,</p>',
    );
    expect(roundTrip('')).toBe('<p></p>');
  });

  it('gives the text a line per block', () => {
    expect(letterText(parseLetterHtml('<h1>Title</h1><p>a<br>b</p><ul><li><p>c</p></li></ul>'))).toBe(
      'Title\na\nb\nc',
    );
  });
});
