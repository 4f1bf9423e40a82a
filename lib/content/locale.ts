import { browser } from 'wxt/browser';
import { resolveLocale, type Locale } from '../i18n/translate';
import { Language } from '../storage/settings';
import { settingsItem } from '../storage/items';

/** The user's chosen language (settings are readable by content scripts), else the browser's. */
export async function loadContentLocale(): Promise<Locale> {
  const uiLanguage = browser.i18n?.getUILanguage?.() ?? navigator.language;
  try {
    const stored = (await settingsItem.getValue()) as { language?: unknown } | null;
    const language = Language.safeParse(stored?.language);
    return resolveLocale(language.success ? language.data : 'auto', uiLanguage);
  } catch {
    return resolveLocale('auto', uiLanguage);
  }
}
