import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { createCueModel } from '../../../../lib/state/options/cue-model';
import type { SettingsModel } from '../../../../lib/state/settings-model';
import type { SitesModel } from '../../../../lib/state/options/sites-model';
import {
  DEFAULT_SETTINGS,
  type Settings,
  type SettingsPatch,
} from '../../../../lib/storage/settings';

function setUp(stored: Partial<Settings>) {
  const settings = signal<Settings | null>({ ...DEFAULT_SETTINGS, ...stored });
  const patches: SettingsPatch[] = [];
  const settingsModel = {
    settings,
    update: async (patch: SettingsPatch) => {
      patches.push(patch);
      settings.value = { ...settings.value!, ...patch } as Settings;
      return { ok: true, data: settings.value };
    },
  } as unknown as SettingsModel;
  const sites = {
    presets: [
      { id: 'amocrm', name: 'amoCRM / Kommo', origins: [] },
      { id: 'hubspot', name: 'HubSpot', origins: [] },
    ],
    presetEnabled: signal({ amocrm: true, hubspot: false }),
    customDomains: signal([
      { host: 'crm.example.com', enabled: true },
      { host: 'old.example.com', enabled: false },
    ]),
  } as unknown as SitesModel;
  return { model: createCueModel(settingsModel, sites), patches };
}

describe('createCueModel', () => {
  it('lists the switched-on sites, and any site the cue is off for', () => {
    const { model } = setUp({ cueOffSites: ['crm.example.com', '127.0.0.1'] });
    expect(model.on.value).toBe(true);
    expect(model.sites.value).toEqual([
      { site: 'amocrm', label: 'amoCRM / Kommo', on: true },
      { site: 'crm.example.com', label: 'crm.example.com', on: false },
      { site: '127.0.0.1', label: '127.0.0.1', on: false },
    ]);
  });

  it('writes only the field it changes', async () => {
    const { model, patches } = setUp({ cueOffSites: ['127.0.0.1'] });
    await model.setSite('amocrm', false);
    await model.setSite('127.0.0.1', true);
    await model.setOn(false);
    expect(patches).toEqual([
      { cueOffSites: ['127.0.0.1', 'amocrm'] },
      { cueOffSites: ['amocrm'] },
      { cue: false },
    ]);
    expect(model.on.value).toBe(false);
  });
});
