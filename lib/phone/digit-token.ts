import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode, NumberFound } from 'libphonenumber-js/min';

/**
 * A text that is one run of ASCII digits, a "+" before it, spaces around: "7707083893" in a
 * cell, "+79161234567" in a field.
 */
export const DIGIT_TOKEN = /^\s*\+?[0-9]+\s*$/;

/**
 * What libphonenumber's matcher finds in a text of one digit token, by parsing the token: the
 * matcher extracts the whole token as its one candidate and keeps it when it parses to a valid
 * number, at some 70 µs a call on a page's first read against about 10 for the parse (an INN
 * column without a header sends every value here). Undefined for any other text.
 * `digit-token.test.ts` holds this to the matcher on random tokens in a dozen regions.
 */
export function findInDigitToken(text: string, region: CountryCode): NumberFound[] | undefined {
  if (!DIGIT_TOKEN.test(text)) return undefined;
  const token = text.trim();
  const phone = parsePhoneNumberFromString(token, region);
  if (!phone?.isValid()) return [];
  const startsAt = text.indexOf(token);
  return [{ number: phone, startsAt, endsAt: startsAt + token.length }];
}
