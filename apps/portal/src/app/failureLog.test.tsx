import { createAccountStorage, createMemoryStorage, type FetchLike } from '@dictation/core';
import { DictationProvider, useLogFailure, useNotify } from '@dictation/core/react';
import { LetterNotesDialog } from '@dictation/letter-view';
import { createCoreUploadAdapter } from '@dictation/recorder';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createPortalServices } from './services';

/** Patient data the server's refusals echo: none of it may reach the log. */
const patient = ['Ada', 'Lovelace', '943 476 5919', 'RX12345'];

/**
 * A signed-in portal whose server refuses the notes save (400 with the patient in its text) and
 * the audio store (500), and records what the logger posts.
 */
async function refusingPortal() {
  const logged: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/OAuth/Token'))
      return Response.json({ access_token: 'a', token_type: 'bearer', refresh_token: 'r', expires_in: 299 });
    if (url.endsWith('/api/logger')) {
      logged.push(...JSON.parse(String(init?.body)).content.split('\n'));
      return Response.json({});
    }
    if (url.includes('/api/author/letters/update-notes'))
      return new Response('Notes of Ada Lovelace (NHS 943 476 5919) are locked', {
        status: 400,
        statusText: 'Bad Request',
      });
    if (url.includes('/api/author/audio-records/store-with-length'))
      return new Response('Could not store RX12345 for Ada Lovelace', {
        status: 500,
        statusText: 'Internal Server Error',
      });
    return Response.json({});
  };
  const services = createPortalServices({ fetch, storage: createMemoryStorage() });
  await services.session.login('secretary', 'pw');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DictationProvider
      api={services.api}
      session={services.session}
      storage={createAccountStorage({ backend: createMemoryStorage(), accountId: null })}
      notify={services.notifier.notify}
      logger={services.logger}
    >
      {children}
    </DictationProvider>
  );
  const entries = () => logged.map((line) => JSON.parse(line));
  return { services, wrapper, logged, entries };
}

/** The notes dialog as the letter screen composes it: with the provider's notify (LetterPage). */
function NotesOfLetterScreen({ api }: { api: ComponentProps<typeof LetterNotesDialog>['api'] }) {
  return (
    <LetterNotesDialog
      letterId={1046}
      notes="Call back"
      api={api}
      isOpen
      onClose={() => {}}
      notify={useNotify()}
    />
  );
}

describe('failures reach support (docs/architecture.md)', () => {
  it('a refused save on the letter screen reaches the logger once, without the patient', async () => {
    const { services, wrapper, logged, entries } = await refusingPortal();
    render(<NotesOfLetterScreen api={services.api} />, { wrapper });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(services.notifier.queue.visibleToasts).toHaveLength(1));
    services.logger.flush();
    await waitFor(() => expect(logged).toHaveLength(1));
    expect(entries()).toEqual([
      expect.objectContaining({ kind: 'http', status: 400, endpoint: 'PUT author/letters/update-notes' }),
    ]);
    // Once: a second report of it would be a `count`.
    expect(entries()[0]).not.toHaveProperty('count');
    for (const piece of patient) expect(logged.join('\n')).not.toContain(piece);
  });

  it('an audio upload failure on the recording page reaches the logger once', async () => {
    const { services, wrapper, logged, entries } = await refusingPortal();
    const logFailure = renderHook(() => useLogFailure(), { wrapper }).result.current;
    // What the recorder's uploader does with a failed part: its `log` option (RecordLetter passes logFailure).
    await createCoreUploadAdapter(services.api)
      .storeWithLength({
        fileName: 'k',
        isLastPart: true,
        length: 5000,
        audioKey: 'k',
        body: 'AAAA',
        part: 0,
        uploadId: 'u',
        writerId: 'w',
      })
      .catch(logFailure);
    services.logger.flush();
    await waitFor(() => expect(logged).toHaveLength(1));
    expect(entries()).toEqual([
      expect.objectContaining({
        kind: 'http',
        status: 500,
        endpoint: 'POST author/audio-records/store-with-length',
      }),
    ]);
    // Once: a second report of it would be a `count`.
    expect(entries()[0]).not.toHaveProperty('count');
    for (const piece of patient) expect(logged.join('\n')).not.toContain(piece);
  });
});
