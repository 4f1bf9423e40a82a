import type { Locale } from '../i18n/translate';

/** "0 B", "12 KB", "3.4 MB" (Russian: "3,4 МБ"). Powers of 1024, one decimal above 10 units dropped. */
export function formatBytes(bytes: number, locale: Locale): string {
  const units = locale === 'ru' ? ['Б', 'КБ', 'МБ', 'ГБ'] : ['B', 'KB', 'MB', 'GB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const number = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', {
    maximumFractionDigits: digits,
  }).format(value);
  return `${number} ${units[unit]}`;
}
