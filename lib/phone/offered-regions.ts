/**
 * Regions the options page offers for numbers written without a country code; CIS first, then
 * the usual others. The content script's phone metadata covers exactly these (metadata-regions.ts).
 */
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
