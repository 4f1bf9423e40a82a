import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { findPhones } from '../../../lib/phone';
import {
  ALL_CALLING_CODES,
  addRestOfWorld,
  unloadedCallingCode,
} from '../../../lib/phone/loaded-metadata';
import {
  METADATA_REGIONS,
  allCallingCodes,
  codesWithoutRegion,
  regionsByCallingCode,
  sliceRestOfWorld,
  type MetadataJson,
} from '../../../lib/phone/metadata-regions';
import nongeographicCodes from '../../../lib/phone/metadata.nongeographic-codes.json';
import regionCodes from '../../../lib/phone/metadata.region-codes.json';
import regions from '../../../lib/phone/metadata.regions.json';
import world from '../../../lib/phone/metadata.world.json';
import { onInternationalText } from '../../../lib/phone/written-codes';
import { SHOULD_MATCH } from './golden/should-match';
import { SHOULD_NOT_MATCH } from './golden/should-not-match';

// What the content script build does (wxt.config.ts): lib/phone on the loaded metadata.
vi.mock('libphonenumber-js/min', () => import('../../../lib/phone/metadata'));

const require = createRequire(import.meta.url);
const fullMetadata = JSON.parse(
  readFileSync(require.resolve('libphonenumber-js/metadata.min.json'), 'utf8'),
) as MetadataJson;

const OFFICES = [
  ['Hong Kong: +852 2345 6789', '85223456789'],
  ['Tokyo: +81-3-1234-5678', '81312345678'],
  ['Seoul: +82 10 1234 5678', '821012345678'],
  ['Taipei: +886 2 1234 5678', '886212345678'],
  ['Singapore: +65 6123 4567', '6561234567'],
  ['Hong Kong: 00852 2345 6789', '85223456789'],
  ['Freephone: +800 1234 5678', '80012345678'],
] as const;

describe('the rest of the world, loaded when a page writes its calling code', () => {
  it('is what `npm run phone-metadata` writes from the installed libphonenumber-js', () => {
    expect(world).toEqual(sliceRestOfWorld(fullMetadata, METADATA_REGIONS));
    expect(nongeographicCodes).toEqual(codesWithoutRegion(fullMetadata));
    expect(regionCodes).toEqual(regionsByCallingCode(fullMetadata));
  });

  it('knows every calling code, from the regions’ table and the codes of no region', () => {
    expect([...ALL_CALLING_CODES].sort((a, b) => +a - +b)).toEqual(allCallingCodes(fullMetadata));
  });

  it('names the calling codes the offered regions lack, and only those', () => {
    expect(unloadedCallingCode('Офис: +852 2345 6789')).toBe('852');
    expect(unloadedCallingCode('+ 81-3-1234-5678')).toBe('81');
    expect(unloadedCallingCode('+800 1234 5678')).toBe('800');
    expect(unloadedCallingCode('+7 916 123-45-67, +375 29 123-45-67, +44 20 7946 0000')).toBe(
      undefined,
    );
    expect(unloadedCallingCode('8 916 123-45-67')).toBe(undefined);
    expect(unloadedCallingCode('++852 2345 6789')).toBe('852');
    expect(unloadedCallingCode('+\u00a0852 2345 6789')).toBe('852');
    expect(unloadedCallingCode('+  852 2345 6789, + 7 916')).toBe(undefined);
  });

  it('reads the codes as a pattern over every "+" would', () => {
    // The reference: each "+", one optional space, then the first 1 to 3 digits that are a code.
    const everyCode = allCallingCodes(fullMetadata);
    const reference = (text: string): string | undefined => {
      for (const [, a, b = '', c = ''] of text.matchAll(/\+[\s\u00a0]?(\d)(\d)?(\d)?/g)) {
        const code = [a!, a! + b, a! + b + c].find((prefix) => everyCode.includes(prefix));
        if (code === undefined || code in regions.country_calling_codes) continue;
        if (!(code in (regions.nonGeographic ?? {}))) return code;
      }
      return undefined;
    };
    const pieces = ['+', '+ ', '+\u00a0', '+\t', '8', '5', '2', '0', '1', '9', '7', ' ', 'a', '-'];
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) % pieces.length;
    for (let round = 0; round < 5000; round++) {
      const text = Array.from({ length: 1 + (round % 9) }, () => pieces[next()]).join('');
      expect(unloadedCallingCode(text), JSON.stringify(text)).toBe(reference(text));
    }
  });

  it('hears the texts handed to the library that write "+" or "00"', () => {
    const heard: string[] = [];
    onInternationalText((text) => heard.push(text));
    findPhones('Тел. 8 916 123-45-67', { defaultRegion: 'RU' });
    findPhones('Hong Kong: 00852 2345 6789', { defaultRegion: 'RU' });
    onInternationalText(undefined);
    expect(heard).toHaveLength(1);
    expect(unloadedCallingCode(heard[0] as string)).toBe('852');
  });

  it('finds those numbers only once the rest is merged in, then as the full metadata does', () => {
    for (const [text] of OFFICES) expect(findPhones(text, { defaultRegion: 'RU' })).toEqual([]);
    addRestOfWorld(world as unknown as MetadataJson);
    for (const [text, digits] of OFFICES) {
      expect(findPhones(text, { defaultRegion: 'RU' }).map((m) => m.digits)).toEqual([digits]);
    }
    expect(unloadedCallingCode('+852 2345 6789')).toBe(undefined);
    for (const golden of SHOULD_MATCH) {
      const found = findPhones(golden.text, { defaultRegion: golden.region }).map((match) =>
        match.extension === undefined
          ? { digits: match.digits }
          : { digits: match.digits, extension: match.extension },
      );
      expect(found, golden.text).toEqual(golden.phones);
    }
    for (const golden of SHOULD_NOT_MATCH) {
      expect(findPhones(golden.text, { defaultRegion: golden.region }), golden.text).toEqual([]);
    }
  });
});
