import { computed, signal, type ReadonlySignal } from '@preact/signals';
import { resolveLocale, type Locale } from '../i18n/translate';
import type { ErrorPayload, Result } from '../types/result';
import type { Settings, SettingsPatch } from '../storage/settings';
import type { Ask } from './ask';

export interface SettingsModel {
  settings: ReadonlySignal<Settings | null>;
  loadError: ReadonlySignal<ErrorPayload | null>;
  locale: ReadonlySignal<Locale>;
  load(): Promise<void>;
  update(patch: SettingsPatch): Promise<Result<Settings>>;
}

/** Settings as the background holds them, and the view language they imply. */
export function createSettingsModel(ask: Ask, browserLanguage: string): SettingsModel {
  const settings = signal<Settings | null>(null);
  const loadError = signal<ErrorPayload | null>(null);
  const locale = computed(() => resolveLocale(settings.value?.language ?? 'auto', browserLanguage));

  return {
    settings,
    loadError,
    locale,
    async load() {
      const answer = await ask({ type: 'settings.get' });
      if (answer.ok) {
        settings.value = answer.data;
        loadError.value = null;
      } else {
        loadError.value = answer.error;
      }
    },
    async update(patch) {
      // Only the fields named: SettingsPatch has no defaults, and the background merges the
      // patch into what it stores, so a change made meanwhile elsewhere is not written back.
      const answer = await ask({ type: 'settings.update', patch });
      if (answer.ok) settings.value = answer.data;
      return answer;
    },
  };
}
