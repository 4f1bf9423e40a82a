import type { Locale } from '../../lib/i18n/translate';
import type { PhoneDetail } from '../../lib/types/phone-data';
import { sourceLine } from './source-text';
import { historyText } from './translate';

const intlLocale = (locale: Locale) => (locale === 'ru' ? 'ru-RU' : 'en-GB');

/** "12 Jun", or "12 Jun 2025" when not this year. */
function shortDate(at: number, now: number, locale: Locale, timeZone?: string): string {
  const year = (ms: number) =>
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(ms);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    ...(year(at) === year(now) ? {} : { year: 'numeric' }),
    timeZone,
  }).format(at);
}

/**
 * One line for a CRM note, in the UI's language: where the caller first came from and when
 * ("yandex / cpc · winter-sale · sofa · https://shop.example/sofa · first seen 12 Jun").
 * Undefined when no source is known: nothing to copy.
 */
export function copySourceLine(
  detail: Pick<PhoneDetail, 'firstSource' | 'lastSource'>,
  locale: Locale,
  options: { now?: number; timeZone?: string } = {},
): string | undefined {
  const info = detail.firstSource ?? detail.lastSource;
  if (!info) return undefined;
  const t = historyText(locale);
  // Only the first source tells when the number was first seen.
  const when =
    detail.firstSource &&
    t('source.firstSeen', {
      date: shortDate(info.at, options.now ?? Date.now(), locale, options.timeZone),
    });
  return [sourceLine(info), info.landingPage?.trim(), when]
    .filter((part) => part !== undefined && part !== '')
    .join(' · ');
}
