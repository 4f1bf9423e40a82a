import { findPhoneNumbersInText } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { cellTexts, createCrmRows } from '../../../benchmarks/crm-fixture';
import { fastCandidate } from '../../../lib/phone/fast-path';
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
];

/** The texts a page may hold alone in a cell: golden lists, CRM rows and the shapes above. */
const texts = [
  ...SHAPES,
  ...SHOULD_MATCH.map((golden) => golden.text),
  ...SHOULD_NOT_MATCH.map((golden) => golden.text),
  ...createCrmRows(600).flatMap(cellTexts),
];

describe('the +7 fast path', () => {
  it('takes the common shapes', () => {
    const taken = SHAPES.filter((text) => fastCandidate(text, true) !== undefined);
    expect(taken.length).toBeGreaterThanOrEqual(11);
    expect(fastCandidate('8 916 123 45 67', false)).toBeUndefined();
    expect(fastCandidate('+7 916 123-45-67', false)?.phone.number).toBe('+79161234567');
  });

  it.each(texts.filter((text) => fastCandidate(text, true) !== undefined))(
    'reads %j as the matcher does',
    (text) => {
      const fast = fastCandidate(text, true)!;
      const library = findPhoneNumbersInText(text, { defaultCountry: 'RU' });
      const plausible = library.length === 1 && library[0]!.number.number === fast.phone.number;
      if (!plausible) {
        // Only numbers the judge then rejects as implausible (+7 88…, +7 89…) may differ.
        expect(library).toEqual([]);
        expect(fast.phone.nationalNumber).toMatch(/^8[89]/);
        return;
      }
      expect([library[0]!.startsAt, library[0]!.endsAt]).toEqual([fast.start, fast.end]);
    },
  );
});
