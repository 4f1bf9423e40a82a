import { describe, expect, it } from 'vitest';
import { findPhones, type CountryCode } from '../../../lib/phone';

/** A page whose context names the US (an English page of US addresses). */
const american = { regions: (): CountryCode[] => ['US', 'GB'] };
const digitsIn = (text: string, context?: typeof american) =>
  findPhones(text, { defaultRegion: 'RU', ...(context ? { context } : {}) }).map((m) => m.digits);

describe('national numbers of other regions on a Russian user’s page', () => {
  it.each([
    ['Boston office: (617)- 555-0123', '16175550123'],
    ['Orders: 888-555-0199', '18885550199'],
    ['Support 888.555.0123', '18885550123'],
    ['Toll free (888) 555-0100', '18885550100'],
    ['Call 800-555-0199', '18005550199'],
    ['Call 877-555-0199', '18775550199'],
  ])('reads %j as North American where the context names the US', (text, digits) => {
    expect(digitsIn(text, american)).toEqual([digits]);
  });

  it('keeps Russian numbers Russian on the same page', () => {
    expect(digitsIn('Москва: +7 (495) 123-45-67, 8 800 555-35-35', american)).toEqual([
      '74951234567',
      '78005553535',
    ]);
    expect(digitsIn('8 916 123-45-67', american)).toEqual(['79161234567']);
  });

  it('does not read 888 as a number without such a context', () => {
    expect(digitsIn('Orders: 888-555-0199')).toEqual([]);
  });
});
