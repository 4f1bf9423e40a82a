import type { Language } from '../storage/settings';

export type Locale = 'en' | 'ru';

/** A view's strings: English is the reference; Russian must have every key. */
export type Dictionary<K extends string> = { en: Record<K, string>; ru: Record<K, string> };

export type Params = Record<string, string | number>;
export type Translate<K extends string> = (key: K, params?: Params) => string;

/** "auto" follows the browser's language; anything not Russian falls back to English. */
export function resolveLocale(language: Language, browserLanguage: string): Locale {
  if (language !== 'auto') return language;
  return browserLanguage.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

/**
 * `{name}` placeholders are replaced from params. Plural forms are written
 * `{count|one|few|many|other}` and chosen with Intl.PluralRules for the locale.
 */
export function createTranslate<K extends string>(
  dictionary: Dictionary<K>,
  locale: Locale,
): Translate<K> {
  const rules = new Intl.PluralRules(locale);
  return (key, params = {}) =>
    dictionary[locale][key].replace(
      /\{(\w+)(?:\|([^}]*))?\}/g,
      (whole, name: string, forms?: string) => {
        const value = params[name];
        if (value === undefined) return whole;
        if (forms === undefined) return String(value);
        const [one, few, many, other] = forms.split('|');
        const category = rules.select(Number(value));
        const form = { one, few, many, other, zero: many, two: few }[category] ?? other ?? '';
        return form.replace('#', String(value));
      },
    );
}
