import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { settingsItem } from '../../../lib/storage/items';
import { DEFAULT_SETTINGS } from '../../../lib/storage/settings';
import { loadSettings, updateSettings } from '../../../lib/storage/settings-store';

describe('settings store', () => {
  beforeEach(() => fakeBrowser.reset());

  it('reads defaults when nothing is stored', async () => {
    expect(await loadSettings()).toEqual({ settings: DEFAULT_SETTINGS, problems: [] });
  });

  it('reports an invalid stored value and leaves it in storage', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await settingsItem.setValue({ baseUrl: 'ftp://nope', indexWindowDays: 30 });
    const loaded = await loadSettings();
    expect(loaded.settings.indexWindowDays).toBe(30);
    expect(loaded.settings.baseUrl).toBe(DEFAULT_SETTINGS.baseUrl);
    expect(loaded.problems.map((p) => p.field)).toEqual(['baseUrl']);
    expect(warn).toHaveBeenCalled();
    expect(await settingsItem.getValue()).toEqual({ baseUrl: 'ftp://nope', indexWindowDays: 30 });
  });

  it('writes only the patched fields', async () => {
    await settingsItem.setValue({ baseUrl: 'ftp://nope', customField: 1 });
    const { settings } = await updateSettings({ indexWindowDays: 10 });
    expect(settings.indexWindowDays).toBe(10);
    expect(await settingsItem.getValue()).toEqual({
      baseUrl: 'ftp://nope',
      customField: 1,
      indexWindowDays: 10,
    });
  });

  it('loses neither of two updates made at the same time', async () => {
    await Promise.all([
      updateSettings({ baseUrl: 'http://127.0.0.1:9000' }),
      updateSettings({ language: 'ru' }),
      updateSettings({ baseUrl: 'http://127.0.0.1:8787' }, { onlyUnset: true }),
    ]);
    const { settings } = await loadSettings();
    expect(settings.baseUrl).toBe('http://127.0.0.1:9000');
    expect(settings.language).toBe('ru');
  });
});
