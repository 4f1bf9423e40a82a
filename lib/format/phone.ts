/**
 * The one display of a digits-only number, in every view: the product's own style where it
 * knows the plan ("79991234567" → "+7 999 123-45-67"), else as libphonenumber writes it
 * internationally ("+49 1502 7662653", "+998 90 123 45 67"), else "+digits". Content scripts
 * get the library with the offered regions' plans only (wxt.config.ts aliases it to
 * lib/phone/metadata.ts); a number of another region is grouped once its plan is loaded.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export function formatPhone(digits: string): string {
  const own = ownStyle(digits);
  if (own) return own;
  const parsed = /^\d{1,15}$/.test(digits) ? parsePhoneNumberFromString(`+${digits}`) : undefined;
  return parsed?.isPossible() ? parsed.formatInternational() : `+${digits}`;
}

/** The dashes people of the +7, +375, +380 and +1 plans write. */
function ownStyle(digits: string): string | undefined {
  if (/^7\d{10}$/.test(digits)) {
    return `+7 ${digits.slice(1, 4)} ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9)}`;
  }
  // Belarus, Ukraine: +375 29 123-45-67, +380 50 123-45-67.
  if (/^(375|380)\d{9}$/.test(digits)) {
    const cc = digits.slice(0, 3);
    const n = digits.slice(3);
    return `+${cc} ${n.slice(0, 2)} ${n.slice(2, 5)}-${n.slice(5, 7)}-${n.slice(7)}`;
  }
  if (/^1\d{10}$/.test(digits)) {
    return `+1 ${digits.slice(1, 4)} ${digits.slice(4, 7)}-${digits.slice(7)}`;
  }
  return undefined;
}

/** Value for a `tel:` link. */
export function telHref(digits: string): string {
  return `tel:+${digits}`;
}
