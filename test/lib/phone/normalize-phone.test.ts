import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay, normalizePhone } from '../../../lib/phone';
import type { CountryCode } from '../../../lib/phone';

const NORMALIZED: ReadonlyArray<[input: string, region: CountryCode, digits: string]> = [
  ['8 (999) 123-45-67', 'RU', '79991234567'],
  ['+7 999 123-45-67', 'RU', '79991234567'],
  ['+7 (999) 123 45 67', 'RU', '79991234567'],
  ['8-800-555-35-35', 'RU', '78005553535'],
  ['8 (800) 555-35-35', 'RU', '78005553535'],
  ['89991234567', 'RU', '79991234567'],
  ['79991234567', 'RU', '79991234567'],
  ['9991234567', 'RU', '79991234567'],
  ['  +7 999 123-45-67  ', 'RU', '79991234567'],
  ['+7 (495) 123-45-67 доб. 123', 'RU', '74951234567'],
  ['tel:+7-999-123-45-67', 'RU', '79991234567'],
  ['tel:89991234567', 'RU', '79991234567'],
  ['callto:+79991234567', 'RU', '79991234567'],
  ['sip:+74951234567@pbx.example.ru', 'RU', '74951234567'],
  ['tel:%2B79991234567', 'RU', '79991234567'],
  ['+49 30 1234567', 'RU', '49301234567'],
  ['0049 30 1234567', 'RU', '49301234567'],
  ['00 49 30 1234567', 'RU', '49301234567'],
  ['+375 29 123-45-67', 'RU', '375291234567'],
  ['375291234567', 'RU', '375291234567'],
  ['380501234567', 'RU', '380501234567'],
  ['+7 701 123 4567', 'RU', '77011234567'],
  ['8 701 123 45 67', 'KZ', '77011234567'],
  ['8 029 123-45-67', 'BY', '375291234567'],
  ['050 123 45 67', 'UA', '380501234567'],
  ['(415) 555-2671', 'US', '14155552671'],
  ['+44 20 7946 0958', 'RU', '442079460958'],
];

const REJECTED: ReadonlyArray<[input: string, region: CountryCode]> = [
  ['', 'RU'],
  ['   ', 'RU'],
  ['abc', 'RU'],
  ['Позвоните мне', 'RU'],
  ['12345', 'RU'],
  ['123-45-67', 'RU'],
  ['+7 999 123 45', 'RU'],
  ['+7 999 123 45 67 89 00', 'RU'],
  ['8 916 123 45 6', 'RU'],
  ['999912345678901234', 'RU'],
  ['+0 123 456 7890', 'RU'],
  ['12.03.2024', 'RU'],
  ['ИНН 7707083893', 'RU'],
  ['mailto:ivanov@example.ru', 'RU'],
  ['1'.repeat(80), 'RU'],
];

describe('normalizePhone', () => {
  it.each(NORMALIZED)('%s (%s) → %s', (input, region, digits) => {
    expect(normalizePhone(input, region)).toBe(digits);
  });

  it.each(REJECTED)('rejects %j (%s)', (input, region) => {
    expect(normalizePhone(input, region)).toBeNull();
  });
});

describe('formatPhoneForDisplay', () => {
  it.each([
    ['79991234567', '+7 999 123-45-67'],
    ['78005553535', '+7 800 555-35-35'],
    ['77011234567', '+7 701 123-45-67'],
    ['375291234567', '+375 29 123 45 67'],
    ['49301234567', '+49 30 1234567'],
    ['14155552671', '+1 415 555 2671'],
  ])('%s → %s', (digits, shown) => {
    expect(formatPhoneForDisplay(digits)).toBe(shown);
  });

  it('shows digits it cannot parse with a plus rather than dropping them', () => {
    expect(formatPhoneForDisplay('999')).toBe('+999');
    expect(formatPhoneForDisplay('')).toBe('');
  });

  it('round-trips with normalizePhone', () => {
    for (const [, , digits] of NORMALIZED) {
      expect(normalizePhone(formatPhoneForDisplay(digits), 'RU')).toBe(digits);
    }
  });
});
