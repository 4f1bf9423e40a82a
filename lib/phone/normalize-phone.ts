import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { PhoneNumber } from 'libphonenumber-js/min';
import { isPlausiblePhone } from './numbering-plan';
import type { CountryCode } from './types';

/** Link schemes whose value is a phone number: tel:+7…, callto:…, sip:+7…@pbx, */
const URI_SCHEME = /^(?:tel|callto|sip|sips|whatsapp|viber):(?:\/\/)?/i;
const ALLOWED_INPUT =
  /^[\p{N}\s\u00a0+\-–—.()/[\]]*(?:[,;]?\s*(?:доб\.?|ext\.?|x|#)\s*\p{N}{1,6})?$/iu;
const MAX_INPUT_LENGTH = 64;

function stripScheme(input: string): string {
  if (!URI_SCHEME.test(input)) return input;
  const value = input.replace(URI_SCHEME, '');
  const local = value.split(/[@;?]/, 1)[0] ?? '';
  try {
    return decodeURIComponent(local);
  } catch {
    return local;
  }
}

function parseValid(value: string, defaultRegion?: CountryCode): PhoneNumber | undefined {
  const phone = parsePhoneNumberFromString(value, {
    defaultCountry: defaultRegion,
    extract: false,
  });
  return phone?.isValid() && isPlausiblePhone(phone) ? phone : undefined;
}

/**
 * Digits with the country code and no "+" for a value known to hold one phone number (a tel:
 * href, an input, the search box): "8 (999) 123-45-67" → "79991234567". Null for anything that
 * is not a valid number: letters, too short, too long, unassigned ranges. The extension is dropped.
 */
export function normalizePhone(input: string, defaultRegion: CountryCode): string | null {
  const value = stripScheme(input.trim()).trim();
  if (value.length === 0 || value.length > MAX_INPUT_LENGTH || !ALLOWED_INPUT.test(value)) {
    return null;
  }
  const international = value.replace(/^00[\s-]?(?=[1-9])/, '+');
  const phone =
    parseValid(international, defaultRegion) ??
    // E.164 stored without "+" (375291234567) when it is not a national number of the region.
    (/^\p{N}{11,15}$/u.test(international) ? parseValid(`+${international}`) : undefined);
  return phone ? phone.number.slice(1) : null;
}

/**
 * International format for showing a normalized number: "79991234567" → "+7 999 123-45-67".
 * Russian and Kazakh numbers keep the familiar dashes; others use libphonenumber's format.
 */
export function formatPhoneForDisplay(digits: string): string {
  const phone = /^\p{N}{1,15}$/u.test(digits)
    ? parsePhoneNumberFromString(`+${digits}`)
    : undefined;
  if (!phone) return digits.length > 0 ? `+${digits}` : '';
  const national = phone.nationalNumber;
  if (phone.countryCallingCode === '7' && national.length === 10) {
    return `+7 ${national.slice(0, 3)} ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`;
  }
  return phone.formatInternational();
}
