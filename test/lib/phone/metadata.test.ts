import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { REGIONS } from '../../../components/options/regions';
import { findPhones, normalizePhone } from '../../../lib/phone';
import {
  METADATA_REGIONS,
  sliceMetadata,
  type MetadataJson,
} from '../../../lib/phone/metadata-regions';
import regionMetadata from '../../../lib/phone/metadata.regions.json';
import { SHOULD_MATCH } from './golden/should-match';
import { SHOULD_NOT_MATCH } from './golden/should-not-match';

// What the content script build does (wxt.config.ts): lib/phone on the regions' metadata.
vi.mock('libphonenumber-js/min', () => import('../../../lib/phone/metadata'));

const require = createRequire(import.meta.url);
const readJson = <T>(specifier: string): T =>
  JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
const fullMetadata = readJson<MetadataJson>('libphonenumber-js/metadata.min.json');
const examples = readJson<Record<string, string>>('libphonenumber-js/examples.mobile.json');
const keptCallingCodes = Object.keys(regionMetadata.country_calling_codes);
const hasKeptCallingCode = (digits: string) =>
  keptCallingCodes.some((code) => digits.startsWith(code));

describe('phone metadata of the regions in use', () => {
  it('is what `npm run phone-metadata` writes from the installed libphonenumber-js', () => {
    expect(regionMetadata).toEqual(sliceMetadata(fullMetadata, METADATA_REGIONS));
  });

  it('covers every region the options page offers', () => {
    expect(METADATA_REGIONS).toEqual(expect.arrayContaining([...REGIONS]));
  });

  it.each(REGIONS)('finds a %s mobile number written nationally and internationally', (region) => {
    const national = examples[region] as string;
    const callingCode = regionMetadata.country_calling_codes;
    const code = Object.keys(callingCode).find((key) =>
      (callingCode as Record<string, string[]>)[key]?.includes(region),
    );
    const international = `+${code} ${national}`;
    expect(findPhones(`Тел.: ${international}`, { defaultRegion: 'RU' })).toHaveLength(1);
    expect(findPhones(`Тел.: ${international}`, { defaultRegion: region })[0]?.digits).toBe(
      `${code}${national}`,
    );
  });

  it('gives the golden answers for numbers of those regions', () => {
    const cases = SHOULD_MATCH.filter(
      (golden) =>
        METADATA_REGIONS.includes(golden.region as never) &&
        golden.phones.every((phone) => hasKeptCallingCode(phone.digits)),
    );
    expect(cases.length).toBeGreaterThan(SHOULD_MATCH.length * 0.9);
    for (const golden of cases) {
      const found = findPhones(golden.text, { defaultRegion: golden.region }).map((match) =>
        match.extension === undefined
          ? { digits: match.digits }
          : { digits: match.digits, extension: match.extension },
      );
      expect(found, golden.text).toEqual(golden.phones);
    }
    for (const golden of SHOULD_NOT_MATCH) {
      const options = { defaultRegion: golden.region };
      expect(findPhones(golden.text, options), golden.text).toEqual([]);
    }
  });

  it('normalizes typed numbers as before, options object included', () => {
    expect(normalizePhone('7707083893', 'RU')).toBe('77707083893');
    expect(normalizePhone('8 (916) 123-45-67', 'RU')).toBe('79161234567');
  });

  it('treats a region without metadata as no default region instead of failing', () => {
    expect(findPhones('+7 916 123-45-67', { defaultRegion: 'JP' })[0]?.digits).toBe('79161234567');
  });
});
