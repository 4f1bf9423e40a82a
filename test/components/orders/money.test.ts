import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../components/orders/money';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes kopecks as two digits or none', () => {
    expect(formatMoney(86_900.5, 'en')).toBe('₽86,900.50');
    expect(formatMoney(86_900, 'en')).toBe('₽86,900');
    expect(plain(formatMoney(15_000.5, 'ru'))).toBe('15 000,50 ₽');
    expect(plain(formatMoney(15_000, 'ru'))).toBe('15 000 ₽');
    expect(formatMoney(0.07, 'en')).toBe('₽0.07');
    // A float sum that is whole after rounding to kopecks has none.
    expect(formatMoney(0.1 + 0.2 + 0.7, 'en')).toBe('₽1');
  });
});
