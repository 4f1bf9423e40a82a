import { describe, expect, it } from 'vitest';
import { createSettingsModel } from '../../../lib/state/settings-model';
import { DEFAULT_SETTINGS, SettingsPatch, type Settings } from '../../../lib/storage/settings';
import { fakeAsk, ok } from './fake-ask';

describe('settings model', () => {
  it('sends only the fields it changes, so a change made elsewhere meanwhile stays', async () => {
    let stored: Settings = { ...DEFAULT_SETTINGS, language: 'en' };
    const fake = fakeAsk({
      'settings.get': () => ok(stored),
      // As the background does: the patch is parsed with SettingsPatch and merged.
      'settings.update': ({ patch }) => {
        stored = { ...stored, ...SettingsPatch.parse(patch) };
        return ok(stored);
      },
    });
    const model = createSettingsModel(fake.ask, 'en-US');
    await model.load();
    // Another page switches the language after this one loaded the settings.
    stored = { ...stored, language: 'ru' };

    const answer = await model.update({ indexWindowDays: 30 });

    expect(fake.sent('settings.update').map((request) => request.patch)).toEqual([
      { indexWindowDays: 30 },
    ]);
    expect(answer.ok && answer.data).toMatchObject({ indexWindowDays: 30, language: 'ru' });
    expect(model.locale.value).toBe('ru');
  });
});
