import { popup, type PopupKey } from '../../lib/i18n/messages/popup';
import { createTranslate, type Locale, type Translate } from '../../lib/i18n/translate';

const cache = new Map<Locale, Translate<PopupKey>>();

export function popupText(locale: Locale): Translate<PopupKey> {
  let t = cache.get(locale);
  if (!t) {
    t = createTranslate(popup, locale);
    cache.set(locale, t);
  }
  return t;
}
