import { describe, expect, it, vi } from 'vitest';
import type { IndexStatus } from '../../../lib/types/phone-data';
import { DEFAULT_SETTINGS } from '../../../lib/storage/settings';
import { parseCustomDomain } from '../../../lib/state/options/custom-domain';
import { ok } from './fake-ask';
import { fakePermissions, INDEX, optionsSetup } from './options-model.test-helpers';

describe('options model', () => {
  it('loads settings, key status, counters and index state', async () => {
    const { model } = optionsSetup();
    await model.start();
    expect(model.key.status.value?.state).toBe('valid');
    expect(
      model.counters.projects.value.map((p) => [p.projectDisplayName, p.counters.length]),
    ).toEqual([
      ['Shop', 2],
      ['Clinic', 1],
    ]);
    expect(model.counters.allSelected.value).toBe(true);
    expect(model.data.index.value.status).toBe('ready');
  });

  it('stores counter choices, with null meaning all', async () => {
    const { model, current } = optionsSetup();
    await model.start();
    await model.counters.toggle('102', false);
    expect(current().selectedCounterIds).toEqual(['101', '202']);
    expect(model.counters.selectedCount.value).toBe(2);
    await model.counters.toggle('102', true);
    expect(current().selectedCounterIds).toBeNull();
  });

  it('asks for host permission before saving a new service address', async () => {
    const { model, permissions, current } = optionsSetup();
    await model.start();
    expect(await model.setBaseUrl('https://tracker.corp.example/api')).toBe(true);
    expect(permissions.request).toHaveBeenCalledWith(['https://tracker.corp.example/*']);
    expect(current().baseUrl).toBe('https://tracker.corp.example');
  });

  it('keeps the other settings when one is changed', async () => {
    const { model, current } = optionsSetup();
    await model.start();
    await model.setBaseUrl('https://tracker.corp.example');
    await model.counters.toggle('202', false);
    await model.setLanguage('ru');
    await model.setRegion('KZ');
    expect(current()).toMatchObject({
      baseUrl: 'https://tracker.corp.example',
      selectedCounterIds: ['101', '102'],
      language: 'ru',
      regions: ['KZ', 'RU'],
    });
  });

  it('saves the region list, default first', async () => {
    const { model, current } = optionsSetup();
    await model.start();
    await model.setRegions(['RU', 'GB', 'DE']);
    // The background keeps defaultRegion the list's first (test/lib/storage/settings-store.test.ts).
    expect(current()).toMatchObject({ regions: ['RU', 'GB', 'DE'] });
    expect(model.settings.settings.value?.regions).toEqual(['RU', 'GB', 'DE']);
  });

  it('does not save an address the user did not allow, nor a malformed one', async () => {
    const permissions = fakePermissions();
    vi.mocked(permissions.request).mockResolvedValue(false);
    const { model, current } = optionsSetup({}, permissions);
    await model.start();
    expect(await model.setBaseUrl('https://other.example')).toBe(false);
    expect(model.baseUrlProblem.value?.kind).toBe('denied');
    expect(await model.setBaseUrl('ftp://x')).toBe(false);
    expect(model.baseUrlProblem.value?.kind).toBe('invalid');
    expect(current().baseUrl).toBe(DEFAULT_SETTINGS.baseUrl);
  });

  it('switches a CRM preset on and off through permissions', async () => {
    const { model, permissions } = optionsSetup();
    await model.start();
    expect(model.sites.presetEnabled.value.pipedrive).toBe(false);
    await model.sites.setPreset('pipedrive', true);
    expect(permissions.request).toHaveBeenCalledWith(['https://*.pipedrive.com/*']);
    expect(model.sites.presetEnabled.value.pipedrive).toBe(true);
    await model.sites.setPreset('pipedrive', false);
    expect(permissions.remove).toHaveBeenCalledWith(['https://*.pipedrive.com/*']);
    expect(model.sites.presetEnabled.value.pipedrive).toBe(false);
  });

  it('adds and removes a custom domain', async () => {
    const { model, current, permissions } = optionsSetup();
    await model.start();
    expect(await model.sites.addCustomDomain('https://crm.example.org/deals')).toBe(true);
    expect(current().customDomains).toEqual(['crm.example.org']);
    expect(model.sites.customDomains.value).toEqual([{ host: 'crm.example.org', enabled: true }]);
    await model.sites.removeCustomDomain('crm.example.org');
    expect(permissions.granted.has('https://crm.example.org/*')).toBe(false);
    expect(current().customDomains).toEqual([]);
    expect(await model.sites.addCustomDomain('not a domain')).toBe(false);
    expect(model.sites.problem.value?.kind).toBe('invalid_domain');
  });

  it('reports the outcome of saving a key', async () => {
    const { model } = optionsSetup({
      'setup.status': () =>
        ok({ configured: false, key: { state: 'missing' }, defaultRegion: 'RU' }),
      'key.set': ({ apiKey }) =>
        ok(
          apiKey === 'good'
            ? { state: 'valid', counters: 3, checkedAt: 1 }
            : { state: 'invalid', message: 'refused' },
        ),
    });
    await model.start();
    expect(await model.saveKey('bad')).toBe(false);
    expect(model.key.status.value?.state).toBe('invalid');
    expect(await model.saveKey(' good ')).toBe(true);
    expect(model.key.status.value?.state).toBe('valid');
    expect(model.counters.counters.value.status).toBe('ready');
  });

  it('follows a sync until it ends', async () => {
    let state: IndexStatus['state'] = 'syncing';
    const { model, sent } = optionsSetup({
      'index.sync': () => ok({ ...INDEX, state: 'syncing' }),
      'index.status': () => ok({ ...INDEX, state }),
    });
    await model.start();
    await model.data.syncNow();
    await new Promise((r) => setTimeout(r, 20));
    state = 'idle';
    await new Promise((r) => setTimeout(r, 20));
    expect(model.data.index.value).toMatchObject({ status: 'ready', data: { state: 'idle' } });
    const polls = sent('index.status').length;
    await new Promise((r) => setTimeout(r, 20));
    expect(sent('index.status').length).toBe(polls);
    model.dispose();
  });
});

describe('parseCustomDomain', () => {
  it.each([
    ['crm.example.com', 'crm.example.com', 'https://crm.example.com/*'],
    ['https://CRM.Example.com/deals?id=1', 'crm.example.com', 'https://crm.example.com/*'],
    ['*.example.com', '*.example.com', 'https://*.example.com/*'],
    ['localhost:5173', 'localhost', 'http://localhost/*'],
  ])('%s', (input, host, origin) => {
    expect(parseCustomDomain(input)).toEqual({ host, origins: [origin] });
  });
  it.each(['', 'hello world', 'javascript:alert(1)', '*.com'])('rejects %j', (input) => {
    expect(parseCustomDomain(input)).toBeNull();
  });
});
