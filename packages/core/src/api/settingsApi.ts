import { ignoredAnswerSchema } from '../schemas/common';
import type { OrganisationItemSettingsUpdate } from '../schemas/organisation';
import { downloadUrlsSchema } from '../schemas/profile';
import {
  type FootPedalSettings,
  footPedalSettingsSchema,
  recordingSettingsSchema,
  spellcheckSettingsSchema,
} from '../schemas/settings';
import type { CallOptions, Transport } from './transport';

/** User settings (`api.settings`). */
export function createSettingsApi(transport: Transport) {
  return {
    /** Recording settings. */
    recording: (options?: CallOptions) =>
      transport.call('settings.recording', { schema: recordingSettingsSchema, options }),
    /** `PUT web-settings?defaultToOverwrite=`. */
    setDefaultToOverwrite: (defaultToOverwrite: boolean, options?: CallOptions): Promise<void> =>
      transport.call('settings.setDefaultToOverwrite', {
        query: { defaultToOverwrite },
        schema: ignoredAnswerSchema,
        options,
      }),
    /** `PUT web-enable-sound?enableSound=`. */
    setEnableSound: (enableSound: boolean, options?: CallOptions): Promise<void> =>
      transport.call('settings.setEnableSound', {
        query: { enableSound },
        schema: ignoredAnswerSchema,
        options,
      }),
    /** Foot pedal settings. */
    footPedal: (options?: CallOptions) =>
      transport.call('settings.footPedal', { schema: footPedalSettingsSchema, options }),
    /** Saves the foot pedal settings. */
    saveFootPedal: (settings: FootPedalSettings, options?: CallOptions): Promise<void> =>
      transport.call('settings.saveFootPedal', {
        body: { type: 'json', value: settings },
        schema: ignoredAnswerSchema,
        options,
      }),
    /** Spellcheck settings. */
    spellcheck: (options?: CallOptions) =>
      transport.call('settings.spellcheck', { schema: spellcheckSettingsSchema, options }),
    /** Download links of the desktop helpers. */
    downloadUrls: (options?: CallOptions) =>
      transport.call('settings.downloadUrls', { schema: downloadUrlsSchema, options }),
    /** Per-organisation default priority / fast complete. */
    updateOrganisationItem: (
      organisationItemId: number,
      update: OrganisationItemSettingsUpdate,
      options?: CallOptions,
    ): Promise<void> =>
      transport.call('settings.updateOrganisationItem', {
        pathParams: { id: organisationItemId },
        body: { type: 'json', value: update },
        schema: ignoredAnswerSchema,
        options,
      }),
  };
}

export type SettingsApi = ReturnType<typeof createSettingsApi>;
