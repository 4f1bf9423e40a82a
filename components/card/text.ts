import { card, type CardKey } from '../../lib/i18n/messages/card';
import { common } from '../../lib/i18n/messages/common';
import { createTranslate, type Locale, type Translate } from '../../lib/i18n/translate';

type CommonKey = keyof (typeof common)['en'];

export interface CardText {
  t: Translate<CardKey>;
  common: Translate<CommonKey>;
}

const cache = new Map<Locale, CardText>();

export function cardText(locale: Locale): CardText {
  let text = cache.get(locale);
  if (!text) {
    text = { t: createTranslate(card, locale), common: createTranslate(common, locale) };
    cache.set(locale, text);
  }
  return text;
}
