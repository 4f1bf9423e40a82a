import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, Settings, SettingsPatch } from '../../../lib/storage/settings';

describe('settings schema', () => {
  it('fills every default for empty stored settings', () => {
    expect(Settings.parse({})).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.baseUrl).toBe('https://api.tracker.k50.ru');
  });

  it('keeps a patch to the fields it names, so other settings are not reset', () => {
    expect(SettingsPatch.parse({ language: 'ru' })).toEqual({ language: 'ru' });
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(SettingsPatch.safeParse({ baseUrl: 'javascript:alert(1)' }).success).toBe(false);
  });
});
