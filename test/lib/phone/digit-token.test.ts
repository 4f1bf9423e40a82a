import { findPhoneNumbersInText } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { findInDigitToken } from '../../../lib/phone/digit-token';

const REGIONS: CountryCode[] = [
  'RU',
  'BY',
  'KZ',
  'UA',
  'US',
  'DE',
  'GB',
  'FR',
  'IT',
  'CN',
  'IN',
  'AE',
];
const PREFIXES = ['', '', '+', ' +', '8', '7', '0', '00', '+7', '+375', '+49', '+1', '380'];
const PADS = [' ', '\u00a0', '\t', '  '];

const described = (found: ReturnType<typeof findPhoneNumbersInText>) =>
  found.map(({ startsAt, endsAt, number }) => `${startsAt}-${endsAt}:${number.number}`);

describe('findInDigitToken', () => {
  it('finds what the library’s matcher finds in a text of one digit token', () => {
    let seed = 17;
    const random = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    let found = 0;
    for (let round = 0; round < 20_000; round++) {
      let token = PREFIXES[random(PREFIXES.length)] as string;
      for (let length = 3 + random(16); length > 0; length--) token += String(random(10));
      if (random(4) === 0) token = `${PADS[random(4)]}${token}${PADS[random(4)]}`;
      const region = REGIONS[random(REGIONS.length)] as CountryCode;
      const expected = described(findPhoneNumbersInText(token, { defaultCountry: region }));
      found += expected.length;
      expect(described(findInDigitToken(token, region) ?? []), `${token} ${region}`).toEqual(
        expected,
      );
    }
    expect(found).toBeGreaterThan(2000);
  });

  it('leaves every other text to the matcher', () => {
    for (const text of [
      '8 916 123-45-67',
      '+7(916)1234567',
      'ИНН 7707083893',
      '79161234567,',
      '',
    ]) {
      expect(findInDigitToken(text, 'RU')).toBeUndefined();
    }
  });
});
