import { options, type OptionsKey } from '../../lib/i18n/messages/options';
import { createTranslate, type Locale, type Translate } from '../../lib/i18n/translate';

const cache = new Map<Locale, Translate<OptionsKey>>();

export function optionsText(locale: Locale): Translate<OptionsKey> {
  let t = cache.get(locale);
  if (!t) {
    t = createTranslate(options, locale);
    cache.set(locale, t);
  }
  return t;
}
