import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../test/fakeFetch';
import { specEndpointRows } from '../test/specEndpoints.fixture';
import { type ApiClient, createApiClient } from './createApiClient';
import { type EndpointName, endpointList } from './endpoints';

const letter = { id: 7 };
const bytes = new Uint8Array([1, 2, 3]);

/** One sample call per client function; typed so a new endpoint without a sample fails to compile. */
const sampleCalls: Record<EndpointName, (api: ApiClient) => Promise<unknown>> = {
  'oauth.passwordGrant': (api) => api.oauth.passwordGrant('u', 'p'),
  'oauth.refreshGrant': (api) => api.oauth.refreshGrant('r'),
  'oauth.revoke': (api) => api.oauth.revoke('r'),
  'app.ping': (api) => api.app.ping(),
  'app.configuration': (api) => api.app.configuration(),
  'log.post': (api) => api.log.post({ source: 'Front-End', type: 3, content: 'x' }),
  'accounts.expiryNotificationDays': (api) => api.accounts.expiryNotificationDays(),
  'accounts.resetPassword': (api) =>
    api.accounts.resetPassword({ Password: 'a', ConfirmPassword: 'a', Code: 'c', UserId: '1' }),
  'accounts.forgotPassword': (api) => api.accounts.forgotPassword('me'),
  'accounts.changePassword': (api) =>
    api.accounts.changePassword(
      { OldPassword: 'a', NewPassword: 'b', ConfirmNewPassword: 'b', UserId: '1' },
      false,
    ),
  'profile.current': (api) => api.profile.current(),
  'profile.organisationsPermission': (api) => api.profile.organisationsPermission(),
  'settings.recording': (api) => api.settings.recording(),
  'settings.setDefaultToOverwrite': (api) => api.settings.setDefaultToOverwrite(true),
  'settings.setEnableSound': (api) => api.settings.setEnableSound(false),
  'settings.footPedal': (api) => api.settings.footPedal(),
  'settings.saveFootPedal': (api) =>
    api.settings.saveFootPedal({ playStopButton: 20, rewindButton: 10, forwardButton: 30 }),
  'settings.spellcheck': (api) => api.settings.spellcheck(),
  'settings.downloadUrls': (api) => api.settings.downloadUrls(),
  'settings.updateOrganisationItem': (api) =>
    api.settings.updateOrganisationItem(3, { fastCompleteEnabled: true }),
  'lookups.dictationTypes': (api) => api.lookups.dictationTypes(),
  'lookups.organisationItems': (api) => api.lookups.organisationItems(),
  'lookups.organisationList': (api) => api.lookups.organisationList(),
  'lookups.labels': (api) => api.lookups.labels(3),
  'lookups.allMyLabels': (api) => api.lookups.allMyLabels(),
  'lookups.priorities': (api) => api.lookups.priorities(3),
  'lookups.allMyPriorities': (api) => api.lookups.allMyPriorities(),
  'lookups.authorsByOrganisation': (api) => api.lookups.authorsByOrganisation(3),
  'lookups.authorsWithLetters': (api) => api.lookups.authorsWithLetters(true, 1),
  'lookups.templates': (api) => api.lookups.templates(3),
  'lookups.myTemplates': (api) => api.lookups.myTemplates(),
  'emis.connectionState': (api) => api.emis.connectionState(),
  'emis.patient': (api) => api.emis.patient(),
  'letters.create': (api) => api.letters.create({} as never),
  'letters.current': (api) => api.letters.current(),
  'letters.metadataWithLock': (api) => api.letters.metadataWithLock(7, 1),
  'letters.patch': (api) => api.letters.patch({ id: 7, dictationType: 'Dictation' }),
  'letters.complete': (api) => api.letters.complete(letter),
  'letters.uncomplete': (api) => api.letters.uncomplete(letter),
  'letters.update': (api) => api.letters.update(letter),
  'letters.delete': (api) => api.letters.delete(7),
  'letters.restore': (api) => api.letters.restore(7, { letterStepType: 5000 }),
  'letters.hold': (api) => api.letters.hold(7),
  'letters.unhold': (api) => api.letters.unhold(7),
  'letters.updatePriority': (api) => api.letters.updatePriority({ letterId: 7, priorityId: 1 }),
  'letters.updateSampleId': (api) => api.letters.updateSampleId(7, 'S1'),
  'letters.updateLabel': (api) => api.letters.updateLabel(7, ''),
  'letters.updateMrn': (api) => api.letters.updateMrn(7, 'M1'),
  'letters.updateOrganisation': (api) => api.letters.updateOrganisation(7, 3),
  'letters.updateTemplate': (api) => api.letters.updateTemplate({ letterId: 7, templateId: 2 }),
  'letters.updateNotes': (api) => api.letters.updateNotes({ letterId: 7, notes: 'n' }),
  'letters.updateApprovalStatus': (api) => api.letters.updateApprovalStatus({ letterId: 7, approved: true }),
  'letters.outsourceEnabled': (api) => api.letters.outsourceEnabled(),
  'letters.manualEnabled': (api) => api.letters.manualEnabled(),
  'letters.search': (api) => api.letters.search({ top: 50, skip: 0, filter: 'id eq 1', orderBy: 'id' }),
  'letters.originalSr': (api) => api.letters.originalSr(7),
  'letters.history': (api) => api.letters.history(7),
  'letters.importFile': (api) =>
    api.letters.importFile(
      { authorId: 1, priorityId: 1, organisationItemId: 3, fileFormat: 'wav' },
      new Blob([bytes]),
      'a.wav',
    ),
  'locks.lock': (api) => api.locks.lock(7),
  'locks.unlock': (api) => api.locks.unlock(7),
  'locks.elongate': (api) => api.locks.elongate(7),
  'documents.get': (api) => api.documents.get(7),
  'documents.patch': (api) =>
    api.documents.patch(9, { documentVersion: 1, patchContent: '[]', patchNumber: 2 }),
  'audio.stream': (api) => api.audio.stream(5),
  'audio.streamMp3': (api) => api.audio.streamMp3(5),
  'audio.mp3Availability': (api) => api.audio.mp3Availability(5),
  'audio.suspend': (api) =>
    api.audio.suspend({ fileName: 'k', recordMode: 0, startPosition: 0, endPosition: 10, frames: bytes }),
  'audio.completeSuspend': (api) => api.audio.completeSuspend('k', 'ab', 10),
  'audio.store': (api) =>
    api.audio.store({ fileName: 'k', isLastPart: true, length: 10, audioKey: 'k', part: bytes }),
  'audio.limits': (api) => api.audio.limits(),
  'textMagic.spells': (api) => api.textMagic.spells(),
  'textMagic.apply': (api) => api.textMagic.apply({ letterId: 7, spellId: 1, textForProcess: 't' }),
  'textMagic.summary': (api) => api.textMagic.summary(7),
};

function functionAt(api: ApiClient, functionName: string): unknown {
  const [group, name] = functionName.split('.') as [string, string];
  const groupObject = (api as unknown as Record<string, Record<string, unknown>>)[group];
  return groupObject?.[name];
}

const templatePattern = (template: string) =>
  new RegExp(`^/api/${template.replace(/[().$]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);

describe('endpoint list', () => {
  const api = createApiClient({ baseUrl: 'http://test.local', clientId: 'c', fetch: fakeFetch().fetch });

  it.each(specEndpointRows)('spec call %s %s has a typed function', (method, path) => {
    const entries = endpointList.filter((entry) => entry.method === method && entry.path === path);
    expect(entries.length, `${method} ${path} has no endpoint entry`).toBeGreaterThan(0);
    for (const entry of entries) expect(typeof functionAt(api, entry.functionName)).toBe('function');
  });

  it('lists both OAuth grants', () => {
    const grants = endpointList.filter((entry) => entry.path === 'OAuth/Token').map((e) => e.functionName);
    expect(grants).toEqual(['oauth.passwordGrant', 'oauth.refreshGrant']);
  });

  it.each(endpointList)('$functionName sends $method $path', async (entry) => {
    const { fetch, requests } = fakeFetch();
    const client = createApiClient({ baseUrl: 'http://test.local', clientId: 'c', fetch });
    // The answer `{}` may not fit the schema; only the request matters here.
    await sampleCalls[entry.functionName](client).catch(() => undefined);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe(entry.method);
    expect(request?.url.pathname).toMatch(templatePattern(entry.path));
    for (const key of request?.url.searchParams.keys() ?? []) expect(entry.query).toContain(key);
  });
});
