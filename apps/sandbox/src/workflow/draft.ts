/** Deterministic draft text, as speech recognition would produce it, for seeded and simulated letters. */
const sentences = [
  'Thank you for referring this patient to the clinic.',
  'On examination the chest was clear and heart sounds were normal.',
  'Blood pressure today was 132 over 84.',
  'I have arranged a follow-up appointment in six weeks.',
  'Please continue the current medication and review the dose in primary care.',
  'The patient was advised to return sooner if symptoms worsen.',
  'Investigations requested include a full blood count and renal function.',
];

export function draftText(letterId: number, dictationType: string): string {
  const lines = [`Dear Colleague,`];
  for (let n = 0; n < 4; n += 1) lines.push(sentences[(letterId + n * 3) % sentences.length]!);
  if (dictationType === 'Conversation')
    lines.push('Doctor: How have you been? Patient: Much better since the last visit.');
  lines.push('Yours sincerely,');
  return lines.join('\n');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text escaped as a browser's `innerHTML` writes it (quotes are left as they are). */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A draft as the letter's document: one paragraph per line, in the canonical HTML the letter
 * editor writes (docs/wire-contract.md, Documents), so opening and saving an untouched draft
 * changes nothing.
 */
export function draftHtml(text: string): string {
  return text
    .split('\n')
    .map((line) => `<p>${escapeText(line)}</p>`)
    .join('');
}

/** The text of a document's HTML: a line per paragraph, entities decoded. */
export function documentText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li)>/g, '\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\n+$/, '');
}

/** The speech recogniser's untouched output as HTML (spec 001: "See original SR"). */
export function originalSrHtml(text: string): string {
  return text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** A deterministic AI summary for Conversation letters (spec 001 section 4, editor), from the document's HTML. */
export function summaryText(content: string): string {
  const first = documentText(content).split('\n').slice(1, 3).join(' ');
  return `Summary: ${first}`;
}
