/**
 * A digits-only number grouped for reading in every region: the product's own style where
 * `formatPhone` knows the plan (+7 999 123-45-67), else as libphonenumber writes it
 * internationally (+998 90 123 45 67, +49 30 12345678), else "+digits". For pages that already
 * carry libphonenumber's metadata (the workspace); the popup keeps the small formatter.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { formatPhone } from './phone';

export function formatPhoneGrouped(digits: string): string {
  const own = formatPhone(digits);
  if (own !== `+${digits}`) return own;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isPossible() ? parsed.formatInternational() : own;
}
