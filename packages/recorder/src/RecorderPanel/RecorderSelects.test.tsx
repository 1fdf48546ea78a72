import type * as Ui from '@dictation/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryJournalStorage } from '../journal/memoryJournalStorage';
import { recorderLabels } from '../messages';
import { createFakeAudioServer } from '../testing/createFakeAudioServer';
import { createFakeCaptureEngine } from '../testing/createFakeCaptureEngine';
import { silentMedia } from '../testing/silentMedia';
import { RecorderPanel } from './RecorderPanel';

/** The renders of the kit's selects, by label. */
const selectRenders = new Map<string, number>();
vi.mock('@dictation/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof Ui>();
  return {
    ...ui,
    Select: (props: Parameters<typeof ui.Select>[0]) => {
      selectRenders.set(props.label, (selectRenders.get(props.label) ?? 0) + 1);
      return ui.Select(props);
    },
  };
});

describe('the recorder panel’s selects (issue 33)', () => {
  it('render again when their choice changes, not with each change of the recording', async () => {
    render(
      <RecorderPanel
        audioKey="selects"
        uploadAdapter={createFakeAudioServer()}
        journal={createMemoryJournalStorage()}
        notify={() => {}}
        engine={createFakeCaptureEngine({ devices: [{ id: 'desk', label: 'Desk microphone' }] })}
        desktopHelper={false}
        createMedia={silentMedia}
      />,
    );
    const record = await screen.findByRole('button', { name: recorderLabels.record });
    await waitFor(() => expect(record).toBeEnabled());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: new RegExp(recorderLabels.device) })).toHaveTextContent(
        'Desk microphone',
      ),
    );
    const before = new Map(selectRenders);
    expect(before.get(recorderLabels.device)).toBeGreaterThan(0);
    expect(before.get(recorderLabels.speed)).toBeGreaterThan(0);

    // Recording: the level and the length change many times a second, the mode once.
    await userEvent.click(screen.getByRole('radio', { name: recorderLabels.overwrite }));
    await userEvent.click(record);
    const stop = await screen.findByRole('button', { name: recorderLabels.stopRecording });
    await waitFor(() => expect(screen.getByRole('button', { name: recorderLabels.rewind })).toBeDisabled());
    await userEvent.click(stop);
    await screen.findByRole('button', { name: recorderLabels.record });
    expect(selectRenders).toEqual(before);

    // A new speed renders the speed's select, which then shows it.
    const speed = screen.getByRole('button', { name: new RegExp(recorderLabels.speed) });
    await userEvent.click(speed);
    await userEvent.click(await screen.findByRole('option', { name: '1.4x' }));
    expect(speed).toHaveTextContent('1.4x');
    expect(selectRenders.get(recorderLabels.speed)).toBeGreaterThan(before.get(recorderLabels.speed) ?? 0);
    expect(selectRenders.get(recorderLabels.device)).toBe(before.get(recorderLabels.device));
  });
});
