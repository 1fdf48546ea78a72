/**
 * Spec 001 section 9: the letter's page is 680 px wide in Arial 12 pt. Printed on its own page,
 * without the screen around it, whatever page (the portal or a host's) it is embedded in.
 */
const printStyles = `
@page { margin: 20mm; }
html, body { margin: 0; background: #fff; color: #000; }
body { max-width: 680px; font-family: Arial, Helvetica, sans-serif; font-size: 12pt; line-height: 1.4; }
p { margin: 0 0 0.5em; }
:is(li, td, th) > p { margin: 0; }
table { border-collapse: collapse; }
:is(td, th) { vertical-align: top; }
img { max-width: 100%; }
`;

/**
 * Prints the letter only: its HTML as shown (sanitized, nothing in it loads from elsewhere, the
 * editor's `getDisplayHtml`) goes into a hidden frame of its own with
 * a print stylesheet, and the frame is printed. The frame is removed once the print dialog
 * closes (`afterprint`), or at the latest when the next print starts.
 */
export function printLetter(html: string, title: string, host: Document = document): void {
  host.querySelector('iframe[data-letter-print]')?.remove();
  const frame = host.createElement('iframe');
  frame.setAttribute('data-letter-print', '');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: 'fixed',
    width: '0',
    height: '0',
    border: '0',
    right: '0',
    bottom: '0',
  });
  host.body.append(frame);
  const page = frame.contentDocument;
  const view = frame.contentWindow;
  if (!page || !view) return;
  page.title = title;
  const style = page.createElement('style');
  style.textContent = printStyles;
  page.head.append(style);
  page.body.innerHTML = html;
  view.addEventListener('afterprint', () => frame.remove(), { once: true });
  view.focus();
  view.print();
}
