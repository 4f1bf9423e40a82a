import { history, type HistoryKey } from '../../lib/i18n/messages/history';
import { createTranslate, type Locale, type Translate } from '../../lib/i18n/translate';

const cache = new Map<Locale, Translate<HistoryKey>>();

/** The history components' strings for a locale (created once per locale). */
export function historyText(locale: Locale): Translate<HistoryKey> {
  let t = cache.get(locale);
  if (!t) {
    t = createTranslate(history, locale);
    cache.set(locale, t);
  }
  return t;
}
