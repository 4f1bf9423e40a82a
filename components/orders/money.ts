import type { Locale } from '../../lib/i18n/translate';

const money = new Map<string, Intl.NumberFormat>();

/**
 * "15 000 ₽", "15 000,50 ₽": roubles, and kopecks as two digits when there are any
 * ("₽86,900.50", never "₽86,900.5").
 */
export function formatMoney(value: number, locale: Locale): string {
  const digits = Number.isInteger(Math.round(value * 100) / 100) ? 0 : 2;
  const key = `${locale}:${digits}`;
  let format = money.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', {
      style: 'currency',
      currency: 'RUB',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    money.set(key, format);
  }
  return format.format(value);
}
