import type { Locale } from '../i18n/translate';

/** "24,906" (Russian: "24 906"): counts of records grouped the way the UI language writes them. */
export function formatCount(count: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', {
    maximumFractionDigits: 0,
  }).format(count);
}
