import { common } from '../../lib/i18n/messages/common';
import {
  createTranslate,
  type Dictionary,
  type Locale,
  type Translate,
} from '../../lib/i18n/translate';

/** A per-locale `Translate` for one dictionary, created once per locale and reused on render. */
export function translatorFor<K extends string>(
  dictionary: Dictionary<K>,
): (locale: Locale) => Translate<K> {
  const cache = new Map<Locale, Translate<K>>();
  return (locale) => {
    let t = cache.get(locale);
    if (!t) {
      t = createTranslate(dictionary, locale);
      cache.set(locale, t);
    }
    return t;
  };
}

/** The strings every view shares (errors, their actions, why writes are off). */
export const commonText = translatorFor(common);
