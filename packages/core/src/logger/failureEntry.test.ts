import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { messages } from '../messages';
import { failureNotice } from '../notify';
import { type FailureReport, failureEntry } from './failureEntry';
import { createMessageCatalogue } from './messageCatalogue';

/** Pieces of one fictional patient, her letter and the clinicians: none may reach the log. */
const patientData = [
  'Ada',
  'Lovelace',
  'Smith',
  '943',
  '476',
  '5919',
  '9434765919',
  '12/03/1950',
  '1950',
  'RX12345',
  'Dear',
  'Jones',
  'haemoglobin',
  'j.smith@nhs.net',
  'nhs.net',
  'Sam',
  '1046',
  'Flat',
];

const letterText =
  '<p>Dear Dr Jones, I saw Ada Lovelace-Smith (NHS 943 476 5919, DOB 12/03/1950, MRN RX12345) in clinic; haemoglobin 98.</p>';

/** The letter screen's own catalogue, as `@dictation/letter-view` writes it. */
const letterViewCatalogue = {
  failedToLoadDocument: (message: string) => `Failed to load document - ${message}`,
  lockedByHolder: (name: string) => `${name} has locked it.`,
  chip: (label: string, value: string) => `${label}: ${value}`,
};
const catalogue = createMessageCatalogue(messages, letterViewCatalogue);

const logged = (report: FailureReport) => JSON.stringify(failureEntry(report, catalogue));

const expectNoPatientData = (line: string) => {
  for (const piece of patientData) expect(line).not.toContain(piece);
};

describe('a log entry carries no patient data', () => {
  it("a refused save whose server text echoes the letter: kind, status, endpoint template, the catalogue's words", () => {
    const error = new ApiError(
      { kind: 'http', status: 500, statusText: 'Internal Server Error', body: letterText },
      `Internal Server Error - ${letterText}`,
      'documents.patch',
    );
    // What the letter screen shows today: the error's message.
    const line = logged({
      error,
      message: error.message,
      action: 'letter-save',
      screen: '/in-progress/letter/1046',
    });
    expectNoPatientData(line);
    expect(JSON.parse(line)).toEqual({
      kind: 'http',
      status: 500,
      endpoint: 'PUT author/documents-patch/update',
      // Only our catalogue's words of the server's text are left (`… Server … - <…>… (NHS …/…/…) in ….</…>`).
      message: expect.stringMatching(/^… Server … - /),
      action: 'letter-save',
      screen: '/in-progress/letter/{…}',
    });
  });

  it('a failure notice logs the toast it showed, never the server text under it', () => {
    const error = new ApiError(
      {
        kind: 'http',
        status: 400,
        statusText: 'Bad Request',
        body: `MRN RX12345 already used by Ada Lovelace-Smith`,
      },
      'Bad Request',
      'letters.updateMrn',
    );
    const notice = failureNotice(error);
    expect(notice.description).toContain('Lovelace');
    const line = logged({ error: notice.cause, message: notice.message });
    expectNoPatientData(line);
    expect(JSON.parse(line)).toMatchObject({ status: 400, message: messages.requestFailed });
    expect(JSON.parse(line).endpoint).toMatch(/^PUT author\/letters\/update-mrn$/);
  });

  it('a message built from the catalogue keeps its words, not its values', () => {
    expect(JSON.parse(logged({ message: messages.letterAutolockedBy('Sam Ada Smith') })).message).toBe(
      'This letter is autolocked by {…}',
    );
    expect(
      JSON.parse(
        logged({ message: letterViewCatalogue.failedToLoadDocument(`Ada Lovelace-Smith: ${letterText}`) }),
      ).message,
    ).toBe('Failed to load document - {…}');
  });

  it('free text keeps only our words: names, numbers, dates and e-mails become …', () => {
    const line = logged({
      error: new Error(
        `Patient Ada Lovelace-Smith (9434765919, born 12/03/1950) of j.smith@nhs.net was not found`,
      ),
    });
    expectNoPatientData(line);
    expect(JSON.parse(line)).toEqual({ kind: 'Error', message: expect.stringContaining('not found') });
  });

  it('nothing else of an error is read: its body, its request, its cause', () => {
    const error = Object.assign(new TypeError('Failed to fetch'), {
      body: letterText,
      request: { notes: 'Ada Lovelace-Smith, Flat 3' },
      cause: letterText,
    });
    const line = logged({ error });
    expectNoPatientData(line);
    expect(JSON.parse(line)).toEqual({ kind: 'TypeError', message: 'Failed to …' });
  });

  it('paths lose ids and queries; actions that are not keys are left out', () => {
    const line = logged({
      message: messages.serverError,
      screen: '/new-letter?patientNumber=9434765919&name=Ada#Smith',
      action: 'Ada Lovelace-Smith',
    });
    expectNoPatientData(line);
    expect(JSON.parse(line)).toEqual({
      kind: 'notice',
      message: messages.serverError,
      screen: '/new-letter',
    });
    expect(JSON.parse(logged({ screen: '/completed/letter/1046/Lovelace' })).screen).toBe(
      '/completed/letter/{…}/{…}',
    );
  });

  it("the logger's own failures are not entries at all", () => {
    const error = new ApiError({ kind: 'network' }, 'Failed to fetch', 'log.post');
    expect(failureEntry({ error, message: messages.connectionLost }, catalogue)).toBeNull();
  });
});

describe('the catalogue', () => {
  it('reads the messages when the first text is logged, not as the page starts (issue 33)', () => {
    let calls = 0;
    const counted = {
      lockedByHolder: (name: string) => {
        calls += 1;
        return `${name} has locked it.`;
      },
    };
    const lazy = createMessageCatalogue(messages, counted);
    expect(calls).toBe(0);
    expect(lazy.loggable('Ada Lovelace-Smith has locked it.')).toBe('{…} has locked it.');
    expect(lazy.loggable('Sam Jones has locked it.')).toBe('{…} has locked it.');
    // Its shape was read once, for both texts.
    expect(calls).toBe(1);
  });
});
