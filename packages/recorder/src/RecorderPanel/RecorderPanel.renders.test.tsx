import type * as Ui from '@dictation/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recorderLabels } from '../messages';
import { createFakeCaptureEngine } from '../testing/createFakeCaptureEngine';
import { panelTestProps } from '../testing/panelTestProps';
import { RecorderPanel } from './RecorderPanel';

/** The renders of the kit's selects, buttons and segmented controls, by label. */
const renders = new Map<string, number>();
const counted = (label: string) => renders.set(label, (renders.get(label) ?? 0) + 1);
vi.mock('@dictation/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof Ui>();
  return {
    ...ui,
    Select: (props: Parameters<typeof ui.Select>[0]) => {
      counted(props.label);
      return ui.Select(props);
    },
    Button: (props: Parameters<typeof ui.Button>[0]) => {
      counted(String(props.children));
      return ui.Button(props);
    },
    SegmentedControl: (props: Parameters<typeof ui.SegmentedControl>[0]) => {
      counted(props.label);
      return ui.SegmentedControl(props);
    },
  };
});

function renderPanel(
  engine = createFakeCaptureEngine({ devices: [{ id: 'desk', label: 'Desk microphone' }] }),
) {
  render(<RecorderPanel {...panelTestProps('selects', { engine })} />);
}

describe('the recorder panel’s selects (issue 33)', () => {
  it('render again when their choice changes, not with each change of the recording', async () => {
    renderPanel();
    const record = await screen.findByRole('button', { name: recorderLabels.record });
    await waitFor(() => expect(record).toBeEnabled());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: new RegExp(recorderLabels.device) })).toHaveTextContent(
        'Desk microphone',
      ),
    );
    const before = new Map(renders);
    expect(before.get(recorderLabels.device)).toBeGreaterThan(0);
    expect(before.get(recorderLabels.speed)).toBeGreaterThan(0);

    // Recording: the level and the length change many times a second, the mode once.
    await userEvent.click(screen.getByRole('radio', { name: recorderLabels.overwrite }));
    await userEvent.click(record);
    const stop = await screen.findByRole('button', { name: recorderLabels.stopRecording });
    await waitFor(() => expect(screen.getByRole('button', { name: recorderLabels.rewind })).toBeDisabled());
    await userEvent.click(stop);
    await screen.findByRole('button', { name: recorderLabels.record });
    for (const label of [recorderLabels.device, recorderLabels.speed]) {
      expect(renders.get(label)).toBe(before.get(label));
    }

    // A new speed renders the speed's select, which then shows it.
    const speed = screen.getByRole('button', { name: new RegExp(recorderLabels.speed) });
    await userEvent.click(speed);
    await userEvent.click(await screen.findByRole('option', { name: '1.4x' }));
    expect(speed).toHaveTextContent('1.4x');
    expect(renders.get(recorderLabels.speed)).toBeGreaterThan(before.get(recorderLabels.speed) ?? 0);
    expect(renders.get(recorderLabels.device)).toBe(before.get(recorderLabels.device));
  });
});

describe('the recorder panel while recording (issue 33)', () => {
  it('renders each block of audio in its position, not in its buttons and mode', async () => {
    const engine = createFakeCaptureEngine();
    renderPanel(engine);
    const record = await screen.findByRole('button', { name: recorderLabels.record });
    await waitFor(() => expect(record).toBeEnabled());
    await userEvent.click(record);
    await screen.findByRole('button', { name: recorderLabels.stopRecording });
    await waitFor(() => expect(screen.getByRole('button', { name: recorderLabels.rewind })).toBeDisabled());
    const position = screen.getByRole('slider', { name: recorderLabels.position });
    const lengthBefore = Number(position.getAttribute('max'));
    const before = new Map(renders);

    // Two seconds of audio in 40 blocks, each a change of the recording's length and level.
    for (let block = 0; block < 40; block++) act(() => engine.produce(50));

    // 2 s more (the slider's maximum is 1 while nothing is recorded yet).
    expect(Number(position.getAttribute('max'))).toBeGreaterThanOrEqual(lengthBefore + 1999);
    const unchanged = [
      recorderLabels.stopRecording,
      recorderLabels.recordingMode,
      recorderLabels.rewind,
      recorderLabels.play,
      recorderLabels.forward,
    ];
    for (const label of unchanged) expect([label, renders.get(label)]).toEqual([label, before.get(label)]);
  });
});
