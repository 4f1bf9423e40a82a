import { findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { createContactRows } from '../../../benchmarks/contact-list';
import { cellTexts, createCrmRows } from '../../../benchmarks/crm-fixture';
import { fastCandidate, PLUS_SEVEN_NATIONAL } from '../../../lib/phone/fast-path';
import { scanPhones } from '../../../lib/phone/scan-phones';
import { seededRandom } from '../../../benchmarks/measure';
import { SHOULD_MATCH } from './golden/should-match';
import { SHOULD_NOT_MATCH } from './golden/should-not-match';

const SHAPES = [
  '+7 (916) 123-45-67',
  ' 8 916 123 45 67 ',
  '8(916)1234567',
  '8-916-123-45-67',
  '89161234567',
  '79161234567',
  '9161234567',
  '+79161234567',
  '+7 916 1234567',
  '\u00a0+7\u00a0916\u00a0123-45-67',
  '8916123456',
  '7916123456',
  '8 800 555-35-35',
  '(617) 555-0123',
  '+7 891 612-34-56',
  '+7 916 123-45-67 доб. 12',
  '8 (916) 123-45-67 (доб. 123)',
  '+7 916 123-45-67, ext. 5',
  '+7 916 123-45-67 доб.',
  '+7 916 123-45-67 Иван',
  '+375 29 123-45-67',
  '+375291234567',
  '+44 20 7946 0958',
  '+1 617 555 0123',
  '+380 44 123 45 67',
  '+49 30 1234567',
  '+852 2345 6789',
  '+44 (0) 20 7946 0958',
  '+375 29 123-45-67 доб. 1',
  '+12',
  '+4111 1111 1111 1111',
  '+7 916 123-45-67 x12',
  '+7 916 123-45-67x12',
  '+49 30 123456',
  '+375 29 12 03 2024',
  '8 916 12.03.24',
  '+7 891 612-34-56 доб. 1',
  '+7 916 123 45 67 12:30',
  '89161234567 ₽',
];

/** The texts a page may hold alone in a cell: golden lists, CRM rows and the shapes above. */
const texts = [
  ...SHAPES,
  ...SHOULD_MATCH.map((golden) => golden.text),
  ...SHOULD_NOT_MATCH.map((golden) => golden.text),
  ...createCrmRows(600).flatMap(cellTexts),
  ...createContactRows(400).flatMap((row) => row.cells),
];
const taken = texts.filter((text) => fastCandidate(text, true) !== undefined);

describe('the fast path', () => {
  it('takes the common shapes', () => {
    const shapes = SHAPES.filter((text) => fastCandidate(text, true) !== undefined);
    expect(shapes.length).toBeGreaterThanOrEqual(20);
    expect(fastCandidate('8 916 123 45 67', false)).toBeUndefined();
    expect(fastCandidate('+7 916 123-45-67', false)?.phone.number).toBe('+79161234567');
    expect(fastCandidate('+375 29 123-45-67', false)?.phone.number).toBe('+375291234567');
    expect(fastCandidate('+7 916 123-45-67 Иван', true)).toBeUndefined();
  });

  it('holds the +7 numbering plan to the installed metadata', () => {
    const random = seededRandom(3);
    for (let prefix = 0; prefix < 100; prefix++) {
      for (let sample = 0; sample < 5; sample++) {
        const tail = String(Math.floor(random() * 1e8)).padStart(8, '0');
        const national = `${String(prefix).padStart(2, '0')}${tail}`;
        const valid = parsePhoneNumberFromString(`+7${national}`)?.isValid() === true;
        expect([national, PLUS_SEVEN_NATIONAL.test(national)]).toEqual([national, valid]);
      }
    }
  });

  it.each(taken)('reads %j as the whole pipeline with the matcher does', (text) => {
    // Rejections are collected only without the fast path: the same text through the matcher,
    // its dates, sums and ids looked for, and other regions asked about digits left unread.
    for (const context of [undefined, { regions: () => ['US', 'BY', 'DE'] as const }]) {
      const slow = scanPhones(text, 'RU', true, context).matches;
      const fast = scanPhones(text, 'RU', false, context).matches;
      expect(fast).toEqual(slow);
    }
  });

  it.each(taken)('reads %j as the matcher does', (text) => {
    const fast = fastCandidate(text, true)!;
    const library = findPhoneNumbersInText(text, { defaultCountry: 'RU' });
    const plausible = library.length === 1 && library[0]!.number.number === fast.phone.number;
    if (!plausible) {
      // Only numbers the judge then rejects as implausible (+7 88…, +7 89…) may differ.
      expect(library).toEqual([]);
      expect(fast.phone.nationalNumber).toMatch(/^8[89]/);
      return;
    }
    expect(library[0]!.startsAt).toBe(fast.start);
  });
});
