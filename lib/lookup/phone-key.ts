/**
 * A phone number from the tracker as the index and the judge compare it: full international
 * digits, the same form the page and the popup produce. The tracker may keep a number as it
 * was typed ("89991234567", "9991234567"); plain digits stand in when it is no valid number.
 */
import { normalizePhone } from '../phone/normalize-phone';
import type { CountryCode } from '../phone/types';
import { digitsOf } from './tracker-source';

export function apiPhoneKey(raw: string, defaultRegion: string): string {
  return normalizePhone(raw, defaultRegion as CountryCode) ?? digitsOf(raw);
}
