import { render } from '@testing-library/react';
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
});
