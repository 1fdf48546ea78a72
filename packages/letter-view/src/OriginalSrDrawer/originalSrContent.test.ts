import { describe, expect, it } from 'vitest';
import { originalSrContent } from './originalSrContent';

describe('originalSrContent', () => {
  it('keeps the formatting, drops what is not text or could run', () => {
    const content = originalSrContent(
      '<p onclick="alert(1)">dear <b>colleague</b><script>alert(2)</script></p>' +
        '<img src="x" onerror="alert(3)"><p><a href="javascript:alert(4)">plan</a> review</p>',
    );
    expect(content.html).toBe('<p>dear <strong>colleague</strong></p><p>plan review</p>');
    expect(content.text).toBe('dear colleague\nplan review');
  });

  it('reads a plain-text answer a line per paragraph, escaped', () => {
    expect(originalSrContent('first line <b>\nsecond & last')).toEqual({
      html: '<p>first line &lt;b&gt;</p><p>second &amp; last</p>',
      text: 'first line <b>\nsecond & last',
    });
  });

  it('has no text for an empty answer', () => {
    expect(originalSrContent('').text).toBe('');
    expect(originalSrContent('<p> </p><p></p>').text).toBe('');
  });
});
