import type { OrganisationItemSettingsUpdate } from '../schemas/organisation';
import { downloadUrlsSchema } from '../schemas/profile';
import {
  footPedalSettingsSchema,
  recordingSettingsSchema,
  spellcheckSettingsSchema,
  type WireFootPedalSettings,
} from '../schemas/settings';
import type { CallOptions, HttpClient } from './httpClient';

/** User settings (`api.settings`). */
export function createSettingsApi(http: HttpClient) {
  return {
    /** Recording settings. */
    recording: (options?: CallOptions) =>
      http.call('settings.recording', { schema: recordingSettingsSchema, options }),
    /** `PUT web-settings?defaultToOverwrite=`. */
    setDefaultToOverwrite: (defaultToOverwrite: boolean, options?: CallOptions): Promise<void> =>
      http.write('settings.setDefaultToOverwrite', {
        query: { defaultToOverwrite },
        options,
      }),
    /** `PUT web-enable-sound?enableSound=`. */
    setEnableSound: (enableSound: boolean, options?: CallOptions): Promise<void> =>
      http.write('settings.setEnableSound', {
        query: { enableSound },
        options,
      }),
    /** Foot pedal settings. */
    footPedal: (options?: CallOptions) =>
      http.call('settings.footPedal', { schema: footPedalSettingsSchema, options }),
    /** Saves the foot pedal settings. */
    saveFootPedal: (settings: WireFootPedalSettings, options?: CallOptions): Promise<void> =>
      http.write('settings.saveFootPedal', {
        body: { type: 'json', value: settings },
        options,
      }),
    /** Spellcheck settings. */
    spellcheck: (options?: CallOptions) =>
      http.call('settings.spellcheck', { schema: spellcheckSettingsSchema, options }),
    /** Download links of the desktop helpers. */
    downloadUrls: (options?: CallOptions) =>
      http.call('settings.downloadUrls', { schema: downloadUrlsSchema, options }),
    /** Per-organisation default priority / fast complete. */
    updateOrganisationItem: (
      organisationItemId: number,
      update: OrganisationItemSettingsUpdate,
      options?: CallOptions,
    ): Promise<void> =>
      http.write('settings.updateOrganisationItem', {
        pathParams: { id: organisationItemId },
        body: { type: 'json', value: update },
        options,
      }),
  };
}

export type SettingsApi = ReturnType<typeof createSettingsApi>;
