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

  it.each([
    'https://api.tracker.k50.ru',
    'https://tracker.example:8443/base',
    'http://localhost:8787',
    'http://127.0.0.1:9000',
    'http://[::1]:8787',
  ])('accepts the service address %s', (baseUrl) => {
    expect(SettingsPatch.safeParse({ baseUrl }).success).toBe(true);
  });

  it.each(['http://tracker.example', 'http://192.168.1.10:8787', 'http://localhost.evil.example'])(
    'refuses plain http to %s, where the key would cross the network unencrypted',
    (baseUrl) => {
      const parsed = SettingsPatch.safeParse({ baseUrl });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        'Use an https:// address (http:// only for localhost)',
      );
    },
  );
});
