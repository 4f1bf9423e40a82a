import { card, type CardKey } from '../../lib/i18n/messages/card';
import { describeError, errorWords } from '../../lib/i18n/error-words';
import { common } from '../../lib/i18n/messages/common';
import { createTranslate, type Locale, type Translate } from '../../lib/i18n/translate';
import type { ErrorPayload } from '../../lib/types/result';

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

/** What went wrong, in the user's words (never the raw server message): lib/i18n/error-words. */
export function errorText(error: ErrorPayload, locale: Locale): string {
  return errorWords(error, locale).text;
}

/** Errors the user fixes in the options rather than by retrying. */
export function needsOptions(error: ErrorPayload): boolean {
  return describeError(error).action === 'open-options';
}
