import { findPhoneNumbersInText } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { cellTexts, createCrmRows } from '../../../benchmarks/crm-fixture';
import { candidateWindows } from '../../../lib/phone/candidate-windows';
import { SHOULD_MATCH } from './golden/should-match';
import { SHOULD_NOT_MATCH } from './golden/should-not-match';

const windowTexts = (text: string) =>
  (candidateWindows(text) ?? []).map(({ start, end }) => text.slice(start, end));

describe('candidateWindows', () => {
  it('keeps the number with room for its prefix and extension, and leaves prose out', () => {
    const prose = 'Клиент просил перезвонить после обеда, договорились о встрече. ';
    const text = `${prose}Тел. +7 (916) 123-45-67 доб. 12. ${prose}`;
    const [window, ...rest] = windowTexts(text);
    expect(rest).toEqual([]);
    expect(window).toContain('+7 (916) 123-45-67 доб. 12');
    expect(window!.length).toBeLessThan(text.length / 2);
  });

  it('has nothing to read where no run has seven digits', () => {
    expect(candidateWindows('ЗАК-100123, 12 345\n67 ₽, 12-34-56')).toEqual([]);
  });

  it('joins digit blocks across up to four punctuation characters, as the library does', () => {
    expect(windowTexts('a 123 - 4567 b')).toHaveLength(1);
    expect(windowTexts('a 123 -  - 4567 b')).toEqual([]);
  });

  it('never cuts a digit block at a window edge', () => {
    const text = `${'1'.repeat(30)} x 8 916 123 45 67`;
    const [window] = windowTexts(text);
    expect(window!.startsWith('1'.repeat(30))).toBe(true);
  });

  it('asks for the whole text when digits of another script are present', () => {
    expect(candidateWindows('тел. ８ ９１６ １２３ ４５ ６７')).toBeUndefined();
  });

  // The filter must not change what the library finds: every golden and CRM text, both ways.
  const texts = [
    ...SHOULD_MATCH.map(({ text, region }) => ({ text, region })),
    ...SHOULD_NOT_MATCH.map(({ text, region }) => ({ text, region })),
    ...createCrmRows(300).flatMap((row) =>
      [cellTexts(row).join(' '), cellTexts(row).join('\n')].map((text) => ({
        text,
        region: 'RU' as const,
      })),
    ),
  ];
  it(`gives the library's own matches on ${texts.length} texts`, () => {
    for (const { text, region } of texts) {
      const whole = findPhoneNumbersInText(text, { defaultCountry: region })
        .filter(
          ({ number }) => number.nationalNumber.length + number.countryCallingCode.length >= 7,
        )
        .map(({ number, startsAt, endsAt }) => [number.number, startsAt, endsAt]);
      const windows = candidateWindows(text);
      const windowed = windows
        ? windows.flatMap(({ start, end }) =>
            findPhoneNumbersInText(text.slice(start, end), { defaultCountry: region }).map(
              ({ number, startsAt, endsAt }) => [number.number, startsAt + start, endsAt + start],
            ),
          )
        : whole;
      expect({ text, found: windowed }).toEqual({ text, found: whole });
    }
  });
});
