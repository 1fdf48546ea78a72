import { type DeferredModule, deferredModule, useDeferredModule } from '@dictation/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recorderLabels } from '../messages';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { panelTestProps } from '../testing/panelTestProps';
import { synthesizeSpeech } from '../testing/synthesizedSpeech';
import type { RecorderUploadAdapter } from '../uploadAdapter';
import { RecorderPanel } from './RecorderPanel';

/** A part of the page with deferred code (a menu's, a dialog's), as the page's shell has. */
function DeferredPart({ menu }: { menu: DeferredModule<object> }) {
  return <p>{useDeferredModule(menu) ? 'menu in' : 'menu to come'}</p>;
}

/** Lets the timers already set run: jsdom's idle moment for deferred code is a 0 ms timer. */
const afterPendingTimers = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('the recorder panel and the screen’s deferred code (issue 33)', () => {
  it('holds the screen’s deferred code back until Record can be pressed, its job’s audio in', async () => {
    const server = createFakeAudioServer();
    server.audio('reopened').append(synthesizeSpeech(2 * 16000));
    server.publish(1, 'reopened');
    let deliver = () => {};
    const delivered = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    // The job's audio on a slow network: it comes when the test says.
    const adapter: RecorderUploadAdapter = {
      ...server,
      stream: async (audioRecordId, options) => {
        await delivered;
        return server.stream(audioRecordId, options);
      },
    };
    const importMenu = vi.fn(async () => ({}));
    render(
      <>
        <RecorderPanel {...panelTestProps('reopened', { audioRecordId: 1, uploadAdapter: adapter })} />
        <DeferredPart menu={deferredModule(importMenu)} />
      </>,
    );
    const record = await screen.findByRole('button', { name: recorderLabels.record });
    expect(record).toBeDisabled();
    await afterPendingTimers();
    await afterPendingTimers();
    expect(importMenu).not.toHaveBeenCalled();

    await act(async () => deliver());
    await waitFor(() => expect(record).toBeEnabled());
    await waitFor(() => expect(importMenu).toHaveBeenCalledTimes(1));
    expect(screen.getByText('menu in')).toBeInTheDocument();
  });
});
