import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recorderLabels } from '../messages';
import { createFakeCaptureEngine } from '../testing/createFakeCaptureEngine';
import { panelTestProps } from '../testing/panelTestProps';
import { RecorderPanel } from './RecorderPanel';

/** A panel whose engine counts the user's asks for the desktop app (its search's back-off ends). */
async function renderPanel() {
  const engine = { ...createFakeCaptureEngine(), findDesktopApp: vi.fn() };
  render(<RecorderPanel {...panelTestProps('desktop-app', { engine })} />);
  const record = await screen.findByRole('button', { name: recorderLabels.record });
  await waitFor(() => expect(record).toBeEnabled());
  return { engine, record };
}

describe('the recorder panel looks for the desktop app when the user looks for a microphone (issue 33)', () => {
  it('as the recording source list opens', async () => {
    const { engine } = await renderPanel();
    expect(engine.findDesktopApp).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(recorderLabels.device) }));
    await screen.findByRole('listbox');
    expect(engine.findDesktopApp).toHaveBeenCalledTimes(1);
  });

  it('as Record is pressed', async () => {
    const { engine, record } = await renderPanel();
    await userEvent.click(record);
    await screen.findByRole('button', { name: recorderLabels.stopRecording });
    expect(engine.findDesktopApp).toHaveBeenCalledTimes(1);
  });
});
