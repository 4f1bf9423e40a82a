import type { PhoneReading } from './types';

/**
 * The "min" metadata validates +7 by a broad pattern ([347-9]\d{9} or 8\d{13}), so a typo'd
 * "8 916 123 45 6" becomes the valid-looking +7 891 612-34-56. Russia and Kazakhstan use no
 * 88x/89x codes, and CRMs do not show 14-digit +7 numbers: both are treated as invalid.
 */
export function isPlausiblePhone(phone: PhoneReading): boolean {
  if (phone.countryCallingCode !== '7') return true;
  const national = phone.nationalNumber;
  return national.length === 10 && !national.startsWith('88') && !national.startsWith('89');
}
