/**
 * Turns a text the user was shown into one that may be logged (docs/architecture.md, "Failures
 * reach support"). A text of the catalogue is kept; a message built from a catalogue function
 * (`This letter is autolocked by ${name}`) keeps the function's own words with the value replaced
 * by `{…}`; any other text keeps only the words our catalogue uses, and every other word, number
 * or e-mail becomes `…`. So a server's free text ("Patient Ada Lovelace-Smith, NHS 943 476 5919
 * not found") is sent as "Patient … not found" at most: names, numbers and letter text never leave.
 */

/** What stands for a value in a logged message. */
export const valuePlaceholder = '{…}';
const unknownWord = '…';
/** Passed to catalogue functions to find where their values go; never in a real message. */
const valueMark = '\u0000';
/** A word: letters and digits, with inner dots, dashes, apostrophes, `@`, `_`, `+` (e-mails, numbers). */
const wordPattern = /[\p{L}\p{N}]+(?:['’.@_+-][\p{L}\p{N}]+)*/gu;
const plainWord = /^\p{L}+$/u;
/** Long enough for any catalogue message; a longer text is someone else's. */
const maxLength = 300;

interface Template {
  pattern: RegExp;
  text: string;
}

export interface MessageCatalogue {
  /** The text as it may be logged. */
  loggable(text: string): string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Calls a catalogue function with marks for its values; undefined when it does not say them. */
function templateOf(build: (...values: string[]) => unknown): Template | undefined {
  let built: unknown;
  try {
    built = build(...Array.from({ length: build.length }, () => valueMark));
  } catch {
    return undefined;
  }
  if (typeof built !== 'string' || !built.includes(valueMark)) return undefined;
  const parts = built.split(valueMark);
  return {
    pattern: new RegExp(`^${parts.map(escapeRegExp).join('[\\s\\S]+?')}$`),
    text: parts.join(valuePlaceholder),
  };
}

/** Every string and function of nested catalogue objects (`messages.jobStatus[1]` included). */
function collect(entry: unknown, texts: Set<string>, templates: Template[]): void {
  if (typeof entry === 'string') texts.add(entry);
  else if (typeof entry === 'function') {
    const template = templateOf(entry as (...values: string[]) => unknown);
    if (template) templates.push(template);
  } else if (entry !== null && typeof entry === 'object')
    for (const value of Object.values(entry)) collect(value, texts, templates);
}

/**
 * A catalogue of the messages objects given (each package's `messages`): their strings, the
 * words of their strings, and the shapes of their functions. Built when the first text is logged,
 * not as the page starts: collecting every package's messages and a pattern for each of their
 * functions was 16 to 29 ms of a quarter CPU before a signed-in screen's token refresh went out
 * (issue 33, measured), and most visits log nothing.
 */
export function createMessageCatalogue(...catalogues: readonly unknown[]): MessageCatalogue {
  let built: MessageCatalogue['loggable'] | undefined;
  return {
    loggable(text) {
      built ??= loggableBy(catalogues);
      return built(text);
    },
  };
}

function loggableBy(catalogues: readonly unknown[]): MessageCatalogue['loggable'] {
  // No HTTP reason phrases: an entry's `status` says what 'Bad Request' would.
  const texts = new Set<string>();
  const templates: Template[] = [];
  for (const catalogue of catalogues) collect(catalogue, texts, templates);
  // The most specific shape first: `${label}: ${value}` matches nearly any text with a colon.
  templates.sort((one, other) => other.text.length - one.text.length);
  const vocabulary = new Set<string>();
  for (const text of [...texts, ...templates.map((template) => template.text)])
    for (const word of text.match(wordPattern) ?? []) if (plainWord.test(word)) vocabulary.add(word);

  const ourWordsOnly = (text: string) =>
    text
      .replace(wordPattern, (word) => (vocabulary.has(word) ? word : unknownWord))
      .replace(/…(?:[\s,;:]*…)+/g, unknownWord);

  return (text) => {
    const trimmed = text.trim().slice(0, maxLength);
    if (texts.has(trimmed)) return trimmed;
    const template = templates.find((candidate) => candidate.pattern.test(trimmed));
    if (template) return template.text;
    return ourWordsOnly(trimmed);
  };
}
