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

  it('turns the single stored region of older versions into the region list', async () => {
    await settingsItem.setValue({ defaultRegion: 'KZ', language: 'ru' });
    const { settings, problems } = await loadSettings();
    expect(problems).toEqual([]);
    expect(settings.regions).toEqual(['KZ']);
    expect(settings.defaultRegion).toBe('KZ');
    // Reading migrates in memory only; the stored value is left as it was until a change.
    expect(await settingsItem.getValue()).toEqual({ defaultRegion: 'KZ', language: 'ru' });
    const updated = await updateSettings({ regions: ['KZ', 'GB'] });
    expect(updated.settings).toMatchObject({ defaultRegion: 'KZ', regions: ['KZ', 'GB'] });
    expect(await settingsItem.getValue()).toMatchObject({
      defaultRegion: 'KZ',
      regions: ['KZ', 'GB'],
    });
  });

  it('keeps the default region the first of the list, whichever is patched', async () => {
    await updateSettings({ regions: ['RU', 'GB', 'DE'] });
    let { settings } = await updateSettings({ defaultRegion: 'GB' });
    expect(settings).toMatchObject({ defaultRegion: 'GB', regions: ['GB', 'RU', 'DE'] });
    ({ settings } = await updateSettings({ regions: ['DE'] }));
    expect(settings).toMatchObject({ defaultRegion: 'DE', regions: ['DE'] });
  });

  it('reports a region list that repeats or is empty, and keeps the default', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await settingsItem.setValue({ regions: ['RU', 'RU'] });
    const loaded = await loadSettings();
    expect(loaded.problems.map((p) => p.field)).toEqual(['regions']);
    expect(loaded.settings.regions).toEqual(['RU']);
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
