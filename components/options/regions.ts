import type { Locale } from '../../lib/i18n/translate';

export { REGIONS } from '../../lib/phone/offered-regions';

/** "Russia (RU)" / "Россия (RU)". */
export function regionLabel(code: string, locale: Locale): string {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return `${names.of(code) ?? code} (${code})`;
}
