import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../../lib/format/phone';

describe('formatPhone', () => {
  it.each([
    ['79991234567', '+7 999 123-45-67'],
    ['375291234567', '+375 29 123-45-67'],
    ['998901234567', '+998 90 123 45 67'],
    ['4930123456789', '+49 30 123456789'],
    ['4915123456789', '+49 1512 3456789'],
    ['447911123456', '+44 7911 123456'],
    ['4915027662653', '+49 15027 662653'],
    ['12', '+12'],
  ])('groups %s as %s', (digits, grouped) => {
    expect(formatPhone(digits)).toBe(grouped);
  });
});
