import type { Locale } from '../i18n/translate';

const intlLocale = (locale: Locale) => (locale === 'ru' ? 'ru-RU' : 'en-GB');

/** "22 Nov 2026, 14:05" in the user's time zone. */
export function formatDateTime(epochMs: number, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(epochMs);
}

/** "22 Nov 2026" */
export function formatDate(epochMs: number, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(epochMs);
}

/** ISO-like machine value for `<time datetime>`. */
export function toDateTimeAttribute(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

/** "5 minutes ago", "yesterday", "3 days ago"; falls back to the date after a month. */
export function formatRelative(epochMs: number, now: number, locale: Locale): string {
  const diffSec = Math.round((epochMs - now) / 1000);
  const abs = Math.abs(diffSec);
  const rtf = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'auto' });
  if (abs < 60) return rtf.format(diffSec, 'second');
  if (abs < 3600) return rtf.format(Math.round(diffSec / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(diffSec / 3600), 'hour');
  if (abs < 30 * 86_400) return rtf.format(Math.round(diffSec / 86_400), 'day');
  return formatDate(epochMs, locale);
}
