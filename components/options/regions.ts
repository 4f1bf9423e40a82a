import type { Locale } from '../../lib/i18n/translate';

/** Regions offered for numbers written without a country code; CIS first, then the usual others. */
export const REGIONS = [
  'RU',
  'KZ',
  'BY',
  'UA',
  'UZ',
  'AM',
  'GE',
  'KG',
  'AZ',
  'TJ',
  'MD',
  'US',
  'GB',
  'DE',
  'FR',
  'IT',
  'ES',
  'PL',
  'TR',
  'IL',
  'AE',
  'CN',
  'IN',
] as const;

/** "Russia (RU)" / "Россия (RU)". */
export function regionLabel(code: string, locale: Locale): string {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return `${names.of(code) ?? code} (${code})`;
}
