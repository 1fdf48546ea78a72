import { describe, expect, it } from 'vitest';
import { originalSrContent } from './originalSrContent';

describe('originalSrContent', () => {
  it('keeps the formatting, drops what could run, and shows an image stored elsewhere as its description', () => {
    const content = originalSrContent(
      '<p onclick="alert(1)">dear <b>colleague</b><script>alert(2)</script></p>' +
        '<img src="x" onerror="alert(3)"><p><a href="javascript:alert(4)">plan</a> review</p>',
    );
    expect(content.html).toBe(
      '<p>dear <b>colleague</b></p><div><span role="img" aria-label="Image (not shown: it is stored elsewhere)" data-image-placeholder="">[Image]</span></div><p><a>plan</a> review</p>',
    );
    // The image's paragraph is a line of its own, without text, as a word processor copies it.
    expect(content.text.split('\n').filter(Boolean)).toEqual(['dear colleague', 'plan review']);
  });

  it('reads a plain-text answer a line per paragraph, escaped', () => {
    expect(originalSrContent('first line < second\nthird & last')).toEqual({
      html: '<p>first line &lt; second</p><p>third &amp; last</p>',
      text: 'first line < second\nthird & last',
    });
  });

  it('has no text for an empty answer', () => {
    expect(originalSrContent('').text).toBe('');
    expect(originalSrContent('<p> </p><p></p>').text).toBe('');
  });
});
