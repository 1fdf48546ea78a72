import { describe, expect, it } from 'vitest';
import { sourceWithChanges } from './keptSource';
import { canonicalLetterHtml } from './letterHtml';

/** The server's HTML with `before` retyped as `after` in the editor's form, as the editor stores it. */
function stored(html: string, before: string, after: string, check = canonicalLetterHtml) {
  const canonical = canonicalLetterHtml(html);
  const edited = canonical.replace(before, after);
  expect(edited).not.toBe(canonical);
  return sourceWithChanges({ html, canonical }, edited, check);
}

describe('sourceWithChanges (docs/wire-contract.md, Documents, "What the editor keeps")', () => {
  it('puts typed text into the server’s own HTML, checking nothing more when only text changed', () => {
    const html = "<p class=MsoNormal style='margin:0cm'>Dear Dr\nSmith,<o:p></o:p></p>";
    const neverRead = () => {
      throw new Error('read back');
    };
    expect(stored(html, 'Smith', 'Jones', neverRead)).toBe(html.replace('Smith', 'Jones'));
  });

  it('reads back a change of markup, and sends the editor’s form where the change cannot be placed', () => {
    const html = '<p class=MsoNormal>Dear Dr Smith,</p>\n<p class=MsoNormal>Yours</p>';
    const reads: string[] = [];
    const result = stored(html, 'Dr Smith', 'Dr <strong>Smith</strong>', (read) => {
      reads.push(read);
      return canonicalLetterHtml(read);
    });
    expect(reads).toHaveLength(1);
    expect(canonicalLetterHtml(result)).toBe(
      canonicalLetterHtml(html).replace('Dr Smith', 'Dr <strong>Smith</strong>'),
    );
    // Read back as something else than the editor has: the editor's form is what is stored.
    const unplaced = stored(html, 'Dr Smith', 'Dr <em>Smith</em>', () => 'anything else');
    expect(unplaced).toBe(canonicalLetterHtml(html).replace('Dr Smith', 'Dr <em>Smith</em>'));
  });

  it('never takes the same words elsewhere (a template, a title) for the letter’s own', () => {
    // The editor's form of what follows the first paragraph is found first inside the template.
    const html = '<p>Summary</p><template><p>Plan</p></template><p>Plan</p><!-- Word -->';
    const result = stored(html, 'Plan', 'Review');
    expect(canonicalLetterHtml(result)).toBe('<p>Summary</p><p>Review</p>');
  });
});
