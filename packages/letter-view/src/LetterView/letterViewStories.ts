import { ApiError, type DocumentPatch, type LetterMetadata } from '@dictation/core';
import { createFakeAudioServer, synthesizeSpeech } from '@dictation/recorder/testing';
import { fn } from 'storybook/test';
import { applyDocumentEdits } from '../documentSaver/documentPatch';
import { footerServer } from '../LetterFooter/letterFooterStories';
import { storyApi, storyLetter, storyProfile } from '../LetterHeader/letterHeaderStories';
import type { LetterViewApi } from './letterViewApi';

/** The letter's draft, as the sandbox seeds it. */
export const storyDocumentHtml =
  '<p>Dear Colleague,</p><p>Thank you for referring this patient to the clinic.</p><p>On examination the chest was clear and heart sounds were normal.</p><p>Yours sincerely,</p>';

const notFound = (endpoint: string) =>
  new ApiError({ kind: 'http', status: 404, statusText: 'Not Found', body: '' }, 'Not Found', endpoint);
const conflict = () =>
  new ApiError({ kind: 'conflict', status: 409, body: '' }, 'Conflict', 'documents.patch');
const offline = () => new ApiError({ kind: 'network' }, 'Internet connection lost', 'documents.patch');

export interface LetterServerOptions {
  letter?: LetterMetadata;
  /** The metadata call: answers, never answers, or is refused with this 400 text or 404. */
  opening?: 'answers' | 'pending' | { refused: string } | 'notFound';
  /** The document call: answers, or 404 ('This document does not exist'). @default 'answers' */
  document?: 'answers' | 'notFound';
  /** What saving does: applies, hangs (Saving…), fails like an outage, or meets someone else's save. */
  saves?: 'apply' | 'hang' | 'offline' | { changedElsewhere: string };
  /** The converted audio is not ready yet. @default false */
  mp3Pending?: boolean;
  /** AI post-processing is on (Text magic is offered). @default false */
  aiProcessing?: boolean;
  /** The AI summary of a Conversation letter. @default '' (none) */
  summary?: string;
  /** Nobody has edited the text yet (its next patch is number 1). @default false */
  unedited?: boolean;
  /** The patch number of the last save (0: none; `unedited` sets it). @default 2 */
  savedPatch?: number;
  /** The user's spellcheck setting (`useSpellcheck`). @default true */
  spellcheck?: boolean;
}

/** The spells Text magic offers in the screen's stories. */
export const storySpells = [{ id: 1, title: 'Summarise', description: 'A short summary of the letter' }];

/**
 * A fake server for the letter screen's stories: one letter, its document (saves applied exactly,
 * as the sandbox does), its audio, the header's lookups and the footer's actions (which change the
 * letter the next opening reads). Calls are spies.
 */
export function letterServer(options: LetterServerOptions = {}): LetterViewApi & { document: () => string } {
  const letter = options.letter ?? {
    ...storyLetter,
    documentId: 31,
    audio: { audioSegment: { audioRecord: { id: 7 } } },
  };
  const document = {
    version: 2,
    html: storyDocumentHtml,
    patchNumber: options.unedited ? 0 : (options.savedPatch ?? 2),
  };
  const audio = createFakeAudioServer();
  audio.audio('letter').append(synthesizeSpeech(8 * 16000));
  audio.publish(7, 'letter', options.mp3Pending ? { isMp3Available: false, isMp3Failed: false } : undefined);
  let elsewhere = typeof options.saves === 'object' ? options.saves.changedElsewhere : undefined;
  const opening = options.opening ?? 'answers';
  const header = storyApi();
  const footer = footerServer(letter, storyProfile.id);
  return {
    document: () => document.html,
    letters: {
      ...header.letters,
      ...footer.letters,
      updateNotes: fn(async () => {}),
      history: fn(async () => []),
      originalSr: fn(async () => '<p>dear colleague thank you for referring this patient</p>'),
      metadataWithLock: fn(async () => {
        if (opening === 'pending') return new Promise<never>(() => {});
        if (opening === 'notFound') throw notFound('letters.metadataWithLock');
        if (typeof opening === 'object')
          throw new ApiError(
            { kind: 'http', status: 400, statusText: 'Bad Request', body: opening.refused },
            opening.refused,
            'letters.metadataWithLock',
          );
        return footer.letter();
      }),
    },
    lookups: header.lookups,
    documents: {
      get: fn(async () => {
        if (options.document === 'notFound') throw notFound('documents.get');
        return {
          documentId: 31,
          documentVersion: document.version,
          editableContent: document.html,
          newPatchNumber: document.patchNumber + 1,
        };
      }),
      patch: fn(async (_documentId: number, patch: DocumentPatch) => {
        if (options.saves === 'hang') return new Promise<never>(() => {});
        if (options.saves === 'offline') throw offline();
        if (elsewhere !== undefined) {
          // Someone else saves first: the version moves on.
          document.html = elsewhere;
          document.version += 1;
          elsewhere = undefined;
        }
        if (patch.documentVersion !== document.version) throw conflict();
        document.html = applyDocumentEdits(document.html, JSON.parse(patch.patchContent));
        document.version += 1;
        document.patchNumber = patch.patchNumber;
        return {
          documentId: 31,
          documentVersion: document.version,
          newPatchNumber: document.patchNumber + 1,
        };
      }),
    },
    locks: { elongate: fn(async () => {}), unlock: footer.locks.unlock },
    textMagic: {
      spells: fn(async () => storySpells),
      apply: fn(async (payload: { spellId: number }) => ({
        spellId: payload.spellId,
        result: 'Chest clear, heart sounds normal.',
      })),
      summary: fn(async () => ({ content: options.summary ?? '' })),
    },
    settings: {
      recording: fn(async () => ({ enabledAIPostProcession: options.aiProcessing === true })),
      spellcheck: fn(async () => ({
        useSpellcheck: options.spellcheck ?? true,
        spellcheckCustomDictionaryId: null,
      })),
    },
    audio: {
      stream: (id: number) => audio.stream(id),
      streamMp3: (id: number) => audio.streamMp3(id),
      mp3Availability: async (id: number) => ({ ...(await audio.isMp3Available(id)) }),
    },
  };
}
