import { ApiError } from '@dictation/core';
import { describe, expect, it, vi } from 'vitest';
import {
  type ConversationSummaryApi,
  type ConversationSummaryCase,
  loadConversationSummary,
  needsConversationSummary,
} from './conversationSummary';

const conversation: ConversationSummaryCase = {
  letterId: 4711,
  dictationType: 'Conversation',
  patchNumber: 1,
  textMagic: true,
  editable: true,
};

const summaryApi = (content: string | null | Error): ConversationSummaryApi => ({
  textMagic: {
    summary: vi.fn(async (letterId: number) => {
      if (content instanceof Error) throw content;
      return { letterId, content };
    }),
  },
});

describe('needsConversationSummary (spec 001 section 4, Editor)', () => {
  it.each<[string, Partial<ConversationSummaryCase>, boolean]>([
    ['a Conversation letter nobody has edited (its first save is patch 1)', { patchNumber: 1 }, true],
    ['patch number 0 is below 2', { patchNumber: 0 }, true],
    ['patch number 2: saved once, the summary was inserted before', { patchNumber: 2 }, false],
    ['patch number 7', { patchNumber: 7 }, false],
    ['a Dictation letter', { dictationType: 'Dictation' }, false],
    ['no dictation type (Dictation by default)', { dictationType: null }, false],
    ['the type as some servers spell it', { dictationType: ' conversation ' }, true],
    ['Text magic not offered (AI off, Manual priority): no panel to open', { textMagic: false }, false],
    ['a read-only letter: nowhere to insert it', { editable: false }, false],
  ])('%s -> %s', (_, change, expected) => {
    expect(needsConversationSummary({ ...conversation, ...change })).toBe(expected);
  });
});

describe('loadConversationSummary', () => {
  it('reads the summary of the letter and answers its text', async () => {
    const api = summaryApi('  Summary: patient seen.\n');
    await expect(loadConversationSummary(conversation, api)).resolves.toBe('Summary: patient seen.');
    expect(api.textMagic.summary).toHaveBeenCalledWith(4711, { signal: undefined });
  });

  it('reads nothing when the rule does not apply', async () => {
    const api = summaryApi('Summary');
    await expect(loadConversationSummary({ ...conversation, patchNumber: 2 }, api)).resolves.toBeNull();
    expect(api.textMagic.summary).not.toHaveBeenCalled();
  });

  it.each([null, '', '   \n'])('answers null for an empty summary (%j)', async (content) => {
    await expect(loadConversationSummary(conversation, summaryApi(content))).resolves.toBeNull();
  });

  it('answers null and logs when the summary cannot be read: the letter opens without it', async () => {
    const failure = new ApiError(
      { kind: 'http', status: 400, statusText: 'Bad Request', body: 'AI processing is not enabled' },
      'AI processing is not enabled',
      'textMagic.summary',
    );
    const log = vi.fn();
    await expect(loadConversationSummary(conversation, summaryApi(failure), { log })).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith(failure);
  });

  it('answers null, unlogged, once the letter was left (aborted)', async () => {
    const controller = new AbortController();
    const log = vi.fn();
    const api: ConversationSummaryApi = {
      textMagic: {
        summary: vi.fn(async () => {
          controller.abort();
          return { content: 'Summary' };
        }),
      },
    };
    await expect(
      loadConversationSummary(conversation, api, { signal: controller.signal, log }),
    ).resolves.toBeNull();
    expect(log).not.toHaveBeenCalled();
  });
});
