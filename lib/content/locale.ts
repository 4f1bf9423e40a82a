import { browser } from 'wxt/browser';
import { resolveLocale, type Locale } from '../i18n/translate';
import type { Language } from '../storage/settings';

/**
 * The user's chosen language, as the background reports it in `setup.status` (content scripts
 * never read extension storage themselves), else the browser's.
 */
export function contentLocale(language: Language | undefined): Locale {
  const uiLanguage = browser.i18n?.getUILanguage?.() ?? navigator.language;
  return resolveLocale(language ?? 'auto', uiLanguage);
}
