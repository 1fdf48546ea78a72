import { describe, expect, it } from 'vitest';
import { sanitizeServerHtml } from './sanitizeServerHtml';

describe('sanitizeServerHtml', () => {
  it('keeps the formatting of a letter: styles, classes, tables, links', () => {
    const html =
      '<p class="MsoNormal" style="text-align:right;font-family:Arial">Dear <strong>Dr Smith</strong>,</p>' +
      '<table border="1"><tbody><tr><td style="color:red">142</td></tr></tbody></table><a href="https://nhs.uk">NHS</a>';
    expect(sanitizeServerHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const html =
      '<p onclick="steal()">Hi</p><script>steal()</script><a href="javascript:steal()">x</a><img src="x" onerror="steal()">';
    const clean = sanitizeServerHtml(html);
    expect(clean).not.toMatch(/steal/);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('drops forms, and styles that could take a block out of the page or load from elsewhere', () => {
    const clean = sanitizeServerHtml(
      '<div style="position:fixed;inset:0;color:red">Sign in again</div><form action="https://evil"><input name="password"></form>' +
        '<p style="background:url(https://tracker.example/p.gif);font-weight:bold">x</p>',
    );
    expect(clean).toBe(
      '<div style="inset:0; color:red">Sign in again</div><p style="font-weight:bold">x</p>',
    );
  });

  it('keeps images but takes away sources that would load from elsewhere (read receipts), keeping inline ones', () => {
    const inline = '<img src="data:image/png;base64,iVBORw0KGgo=" alt="signature">';
    const clean = sanitizeServerHtml(
      `<p>Seen<img src="https://tracker.example/pixel.gif"><img src="//tracker.example/p.gif"><img src="x.gif"></p>${inline}<img src="data:image/png;base64,AA" srcset="https://tracker.example/2x.gif 2x"><video poster="https://tracker.example/v.jpg"></video>`,
    );
    expect(clean).not.toMatch(/tracker|x\.gif/);
    expect(clean).toContain('<p>Seen<img><img><img></p>');
    expect(clean).toContain(inline);
  });
});
