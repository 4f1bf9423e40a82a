import { card, type CardKey } from '../../lib/i18n/messages/card';
import { common } from '../../lib/i18n/messages/common';
import { createTranslate, type Locale, type Translate } from '../../lib/i18n/translate';
import type { ErrorPayload } from '../../lib/messaging/result';

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

/** What went wrong and what to do, in the user's words (never the raw server message). */
export function errorText(error: ErrorPayload, locale: Locale): string {
  const { common: c } = cardText(locale);
  if (error.kind === 'auth' && error.status === 403) return c('error.auth.counter');
  return c(`error.${error.kind}`);
}

/** Errors the user fixes in the options rather than by retrying. */
export function needsOptions(error: ErrorPayload): boolean {
  return error.kind === 'auth' || error.kind === 'not_configured' || error.kind === 'redirect';
}
