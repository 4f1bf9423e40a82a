/**
 * The detector on hostile text: it never throws, and its work grows with the input, not
 * faster. Work is counted as the calls into libphonenumber-js and the characters handed to
 * it (the costly part), not as wall-clock time.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type * as PhoneLibrary from 'libphonenumber-js/min';
import { CANDIDATE_WINDOW_PADDING } from '../../lib/phone/candidate-windows';
import { FUZZ_SETTINGS } from './settings';

const work = vi.hoisted(() => ({ calls: 0, chars: 0 }));

vi.mock('libphonenumber-js/min', async (importOriginal) => {
  const library = await importOriginal<typeof PhoneLibrary>();
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      work.calls += 1;
      work.chars += typeof args[0] === 'string' ? args[0].length : 0;
      return fn(...args);
    };
  return {
    ...library,
    findPhoneNumbersInText: counted(library.findPhoneNumbersInText),
    parsePhoneNumberFromString: counted(library.parsePhoneNumberFromString),
  };
});

const { findPhones } = await import('../../lib/phone');

/** Pieces of CRM text: numbers in many spellings, requisites, labels, dates, noise. */
const piece = fc.oneof(
  fc.constantFrom(
    '+7 (916) 123-45-67',
    '8 800 555-35-35',
    '79161234567',
    '+44 20 7946 0958',
    '0049 30 12345678',
    'доб. 123',
    'ext. 4501',
    'ИНН 7707083893',
    'ОГРН 1027700132195',
    'р/с 40702810900000000001',
    '12.03.2024 14:30',
    '№ 18342',
    'тел.',
    'Телефон:',
    '(',
    ')',
    '-',
    '+',
    ' ',
    '\n',
    '\u00a0',
    '/',
    'id123456789',
  ),
  fc.stringMatching(/^[0-9 ()+\-.]{1,40}$/),
  fc.string({ maxLength: 20, unit: 'grapheme' }),
  fc.string({ maxLength: 20, unit: 'binary' }),
);
const crmText = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(''));

function measure(text: string) {
  work.calls = 0;
  work.chars = 0;
  const matches = findPhones(text, { defaultRegion: 'RU' });
  return { matches, calls: work.calls, chars: work.chars };
}

describe('findPhones under fuzzing', () => {
  it('never throws, and every match slices back to its text', () => {
    fc.assert(
      fc.property(crmText, fc.constantFrom('RU', 'KZ', 'BY', 'US', 'DE'), (text, region) => {
        const matches = findPhones(text, { defaultRegion: region });
        for (const match of matches) {
          expect(text.slice(match.start, match.end)).toBe(match.raw);
          expect(match.digits).toMatch(/^\d+$/);
        }
      }),
      FUZZ_SETTINGS,
    );
  });

  it('does k times the work, not k² times, for a text repeated k times', () => {
    // Blocks are separated by a paragraph break, which no number or label spans; each holds a
    // number, so even one block is past the detector's cheap "too few digits" exit.
    const separator = '\n\n¶\n\n';
    fc.assert(
      fc.property(crmText, fc.integer({ min: 2, max: 12 }), (text, k) => {
        const block = `${text} тел. +7 916 123-45-67`;
        const one = measure(block + separator);
        const many = measure((block + separator).repeat(k));
        expect(many.calls).toBeLessThanOrEqual(k * one.calls + 2);
        // The library reads each number with room around it (candidate-windows.ts): in one
        // block that room is cut at the text's edges, between blocks it is not.
        expect(many.chars).toBeLessThanOrEqual(
          k * (one.chars + separator.length + CANDIDATE_WINDOW_PADDING) + 2,
        );
      }),
      FUZZ_SETTINGS,
    );
  });

  it('stays linear on one huge line of digits and separators', () => {
    const unit = '+7 (916) 123-45-67, 8 800 555-35-35; ИНН 7707083893 ';
    const small = measure(unit.repeat(50));
    const large = measure(unit.repeat(500));
    expect(large.matches.length).toBe(10 * small.matches.length);
    expect(large.calls).toBeLessThanOrEqual(10 * small.calls + 2);
    expect(large.chars).toBeLessThanOrEqual(10 * small.chars + 2);
  });
});
