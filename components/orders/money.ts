import type { Locale } from '../../lib/i18n/translate';

const money = new Map<Locale, Intl.NumberFormat>();

/** "15 000 ₽", "15 000,50 ₽": roubles, kopecks only when there are some. */
export function formatMoney(value: number, locale: Locale): string {
  let format = money.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', {
      style: 'currency',
      currency: 'RUB',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    money.set(locale, format);
  }
  return format.format(value);
}
