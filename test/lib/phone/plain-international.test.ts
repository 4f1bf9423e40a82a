import examples from 'libphonenumber-js/examples.mobile.json';
import metadata from 'libphonenumber-js/min/metadata';
import { getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../benchmarks/measure';
import regionsMetadata from '../../../lib/phone/metadata.regions.json';
import { readPlainInternational } from '../../../lib/phone/plain-international';

/** What the library says of "+<digits>": the reading when valid, else undefined. */
function libraryReading(digits: string) {
  const phone = parsePhoneNumberFromString(`+${digits}`);
  if (!phone?.isValid()) return undefined;
  const { number, countryCallingCode, nationalNumber } = phone;
  return { number, countryCallingCode, nationalNumber };
}

/** Each region's example mobile number, and numbers near it: other digits, other lengths. */
function numbersAround(example: string, random: () => number): string[] {
  const digit = () => String(Math.floor(random() * 10));
  const variants = [example, example.slice(0, -1), `${example}${digit()}`, `0${example}`];
  for (let index = 0; index < 12; index++) {
    const at = Math.floor(random() * example.length);
    variants.push(`${example.slice(0, at)}${digit()}${example.slice(at + 1)}`);
  }
  variants.push(`8${example}`, `80${example}`, `1${example}`);
  return variants;
}

describe('readPlainInternational', () => {
  const random = seededRandom(7);
  const regions = Object.keys(examples) as CountryCode[];
  const cases = regions.flatMap((region) =>
    numbersAround(examples[region as keyof typeof examples], random).map(
      (national) => `${getCountryCallingCode(region)}${national}`,
    ),
  );

  it('reads exactly what libphonenumber reads, or leaves the number to it', () => {
    let read = 0;
    for (const digits of cases) {
      const plain = readPlainInternational(digits);
      if (plain === undefined) continue;
      read++;
      expect({ digits, reading: plain }).toEqual({ digits, reading: libraryReading(digits) });
    }
    // Most single-region plans without number types are read here: the path is taken.
    expect(read).toBeGreaterThan(cases.length / 10);
  });

  it('reads the offered regions’ common numbers, and none of a shared calling code', () => {
    expect(readPlainInternational('375291234567')).toEqual({
      number: '+375291234567',
      countryCallingCode: '375',
      nationalNumber: '291234567',
    });
    expect(readPlainInternational('380441234567')?.number).toBe('+380441234567');
    // +7, +1 and +44 are shared by several regions: the library picks the region.
    expect(readPlainInternational('79161234567')).toBeUndefined();
    expect(readPlainInternational('16175550123')).toBeUndefined();
    expect(readPlainInternational('442079460958')).toBeUndefined();
    // A national prefix written after the code ("+375 8 029…") is the library's to strip.
    expect(readPlainInternational('3758029123456')).toBeUndefined();
    expect(readPlainInternational('37529123456789012345')).toBeUndefined();
  });

  it('the content script reads with the library’s own plans of the regions it carries', () => {
    const sliced = regionsMetadata as unknown as typeof metadata;
    for (const [region, plan] of Object.entries(sliced.countries)) {
      // All but the formats (the plan's fifth part), which finding numbers never reads.
      const own = metadata.countries[region as CountryCode] as unknown as unknown[];
      expect(own.map((part, index) => (index === 4 && Array.isArray(part) ? 0 : part))).toEqual(
        plan,
      );
    }
  });
});
