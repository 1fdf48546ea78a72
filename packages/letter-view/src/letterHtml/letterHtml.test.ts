import { describe, expect, it } from 'vitest';
import { canonicalLetterHtml, letterText, parseLetterHtml, serializeLetterHtml } from './letterHtml';

const roundTrip = canonicalLetterHtml;

describe('the editor form of a letter (docs/wire-contract.md, Documents)', () => {
  it.each([
    '<p>Dear Colleague,</p><p>On examination the chest was clear.</p><p>Yours sincerely,</p>',
    '<h1>Clinic letter</h1><h2>History</h2><h3>Plan</h3><h4>Detail</h4><p></p>',
    '<p>BP 120 &lt; 140 &amp; stable, "no" change, O\'Neil</p>',
    '<p>Two &nbsp;spaces,&nbsp;a non-breaking one, and a<br>line break</p>',
    '<p><strong>Bold <em>both <u>all three</u></em></strong> <u>under</u></p>',
    '<ul><li><p>one</p></li><li><p>two</p><ol><li><p>nested</p></li></ol></li></ul>',
    '<p>Café – naïve 😀</p>',
  ])('reads and writes the editor’s own %s unchanged', (html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it.each([
    [
      'a style, a class and Word’s align',
      '<p class="MsoNormal" align="right" style="text-align:right;mso-margin-top-alt:auto">Right</p>',
    ],
    ['b and i as they came', '<p>A <b>bold</b> <i>move</i></p>'],
    [
      'a span with every declaration',
      '<p><span style="font-size:12.0pt;font-family:&quot;Arial&quot;,sans-serif;color:red">142</span></p>',
    ],
    [
      'nested spans in their order',
      '<p><span style="font-size:12pt"><span style="color:red">x</span></span></p>',
    ],
    [
      'a table with its sections, spans, caption and widths',
      '<table border="1" style="border-collapse:collapse"><caption>Results</caption><colgroup><col width="120"></colgroup><thead><tr><th>Test</th><th colspan="2">Result</th></tr></thead><tbody><tr><td valign="top">Hb</td><td>132</td><td>g/L</td></tr></tbody></table>',
    ],
    [
      'loose text in cells and list items, without a paragraph',
      '<ul><li>one<ul><li>two</li></ul></li></ul><table><tbody><tr><td>Hb</td><td></td></tr></tbody></table>',
    ],
    [
      'an image, a rule, a link, sub and superscript',
      '<p>10<sup>9</sup>/L, H<sub>2</sub>O, <a href="https://nhs.uk" title="NHS">nhs.uk</a><img src="data:image/png;base64,iVBORw0KGgo=" alt="Signature" width="100"></p><hr class="rule">',
    ],
    [
      'containers that hold blocks',
      '<div class="WordSection1"><blockquote><p>Quoted</p></blockquote><div>text<div>inner</div></div></div>',
    ],
    [
      'an element the editor cannot read, whole',
      '<p>Level <meter value="0.6">60%</meter> and <ruby>漢<rt>kan</rt></ruby></p>',
    ],
    ['a preformatted block with its spaces', '<pre>Hb    132\nWCC   6.1</pre>'],
  ])('keeps %s', (_what, html) => {
    expect(roundTrip(html)).toBe(html);
  });

  it('reads HTML as a browser shows it: runs of spaces collapse, line breaks in the source are spaces', () => {
    expect(roundTrip('<p>Dear Dr\nSmith,   thank  you </p>')).toBe('<p>Dear Dr Smith, thank you</p>');
  });

  it('keeps typed runs of spaces, and spaces at the ends of a line, as non-breaking ones', () => {
    const doc = parseLetterHtml('<p>x</p>');
    const typed = doc.type.schema.nodes.paragraph?.create(null, doc.type.schema.text(' a  b ')) ?? doc;
    const html = serializeLetterHtml(doc.type.schema.node('doc', null, [typed]));
    expect(html).toBe('<p>&nbsp;a &nbsp;b&nbsp;</p>');
    expect(roundTrip(html)).toBe(html);
  });

  it('drops what the sanitizer removes, and Word’s noise, from the editor’s form', () => {
    expect(
      roundTrip(
        '<p class=MsoNormal>ok<o:p></o:p></p><!--[if gte mso 9]><xml>x</xml><![endif]--><script>alert(1)</script><p onclick="alert(2)">x</p>',
      ),
    ).toBe('<p class="MsoNormal">ok</p><p>x</p>');
  });

  it('writes nothing that loads from elsewhere for display, and keeps it for the server', () => {
    const doc = parseLetterHtml(
      '<p><img src="https://tracker.example/p.gif" alt="Logo"><span style="background:url(https://tracker.example/b.gif);color:red">x</span></p>',
    );
    expect(serializeLetterHtml(doc)).toContain('https://tracker.example/p.gif');
    const shown = serializeLetterHtml(doc, 'display');
    expect(shown).not.toContain('tracker');
    expect(shown).toContain('aria-label="Logo (not shown: it is stored elsewhere)"');
    expect(shown).toContain('style="color:red"');
  });

  it('reads a plain-text draft as one paragraph per line, and a recogniser’s text with line breaks as HTML', () => {
    expect(roundTrip('Dear Colleague,\nBP 120 < 140\n\nYours sincerely,')).toBe(
      '<p>Dear Colleague,</p><p>BP 120 &lt; 140</p><p></p><p>Yours sincerely,</p>',
    );
    expect(roundTrip('Dear Colleague,<br>thank you')).toBe('<p>Dear Colleague,<br>thank you</p>');
    expect(roundTrip('')).toBe('<p></p>');
  });

  it('gives the text a line per block, a table row as cells separated by tabs', () => {
    expect(
      letterText(
        parseLetterHtml(
          '<h1>Title</h1><p>a<br>b</p><ul><li><p>c</p></li></ul><table><tr><td>Hb</td><td>132</td></tr></table>',
        ),
      ),
    ).toBe('Title\na\nb\nc\nHb\t132');
  });
});
