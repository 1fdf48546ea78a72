import { describe, expect, it } from 'vitest';
import { sanitizeServerHtml } from './sanitizeServerHtml';

describe('sanitizeServerHtml', () => {
  it('keeps the formatting of a transcript', () => {
    const html = '<p>Dear <strong>Dr Smith</strong>,</p><ul><li>BP 120/80</li></ul>';
    expect(sanitizeServerHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const html =
      '<p onclick="steal()">Hi</p><script>steal()</script><a href="javascript:steal()">x</a><img src="x" onerror="steal()">';
    const clean = sanitizeServerHtml(html);
    expect(clean).not.toMatch(/steal/);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('drops inline styles and forms that could disguise themselves as the page', () => {
    const clean = sanitizeServerHtml(
      '<div style="position:fixed;inset:0">Sign in again</div><form action="https://evil"><input name="password"></form>',
    );
    expect(clean).toBe('<div>Sign in again</div>');
  });

  it('drops images and media that would load from elsewhere (read receipts), keeping inline images', () => {
    const inline = '<img src="data:image/png;base64,iVBORw0KGgo=" alt="signature">';
    const clean = sanitizeServerHtml(
      `<p>Seen<img src="https://tracker.example/pixel.gif"><img src="//tracker.example/p.gif"><img src="x.gif"></p>${inline}<img src="data:image/png;base64,AA" srcset="https://tracker.example/2x.gif 2x"><video poster="https://tracker.example/v.jpg"></video>`,
    );
    expect(clean).not.toMatch(/tracker|x\.gif/);
    expect(clean).toContain('<p>Seen</p>');
    expect(clean).toContain(inline);
  });
});
