import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultFootPedalSettings } from '../footPedalSettings';
import { FootPedalSettingsForm } from './FootPedalSettingsForm';

describe('FootPedalSettingsForm', () => {
  it('asks its pedal source to look for the desktop app at once when opened (issue 33)', () => {
    const source = { subscribe: () => () => {}, searchNow: vi.fn() };
    const { rerender } = render(
      <FootPedalSettingsForm value={defaultFootPedalSettings} onSave={async () => {}} pedalSource={source} />,
    );
    expect(source.searchNow).toHaveBeenCalledTimes(1);
    // A re-render (a setting changed) is not opening the settings again.
    rerender(
      <FootPedalSettingsForm
        value={defaultFootPedalSettings}
        onSave={async () => {}}
        pedalSource={source}
        isDisabled
      />,
    );
    expect(source.searchNow).toHaveBeenCalledTimes(1);
  });

  it('keeps what the user typed when the settings are read again before Save', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    const saved = { ...defaultFootPedalSettings, rewindOnStop: 3 };
    const { rerender } = render(<FootPedalSettingsForm value={saved} onSave={onSave} />);
    const rewind = screen.getByRole('textbox', { name: /^Rewind on stop/ });
    await user.clear(rewind);
    await user.type(rewind, '7');
    // The same settings answered again (a revalidation): a new object, the same content.
    rerender(<FootPedalSettingsForm value={{ ...saved }} onSave={onSave} />);
    expect(rewind).toHaveValue('7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ rewindOnStop: 7 }));
  });
});
