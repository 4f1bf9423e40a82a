import { describe, expect, it } from 'vitest';
import { copySourceLine } from '../../../components/history/copy-source';

const NOW = Date.UTC(2026, 10, 25, 12);
const JUNE = Date.UTC(2026, 5, 12, 9);

describe('copySourceLine', () => {
  it('writes the first source in one line, in the UI’s language', () => {
    const firstSource = {
      source: 'yandex',
      medium: 'cpc',
      campaign: 'winter-sale',
      keyword: 'sofa',
      landingPage: 'https://shop.example/sofa',
      at: JUNE,
    };
    const options = { now: NOW, timeZone: 'Europe/Moscow' };
    expect(copySourceLine({ firstSource }, 'en', options)).toBe(
      'yandex / cpc · winter-sale · sofa · https://shop.example/sofa · first seen 12 Jun',
    );
    expect(copySourceLine({ firstSource }, 'ru', options)).toBe(
      'yandex / cpc · winter-sale · sofa · https://shop.example/sofa · впервые 12 июн.',
    );
  });

  it('says the year of another year, leaves out what is unknown, and has nothing without a source', () => {
    const firstSource = { source: '(direct)', medium: '(none)', at: Date.UTC(2025, 0, 3) };
    expect(copySourceLine({ firstSource }, 'en', { now: NOW, timeZone: 'UTC' })).toBe(
      '(direct) / (none) · first seen 3 Jan 2025',
    );
    // Only the last source known: no "first seen" claimed.
    const lastSource = { source: 'google', medium: 'organic', at: JUNE };
    expect(copySourceLine({ lastSource }, 'en', { now: NOW })).toBe('google / organic');
    expect(copySourceLine({}, 'en')).toBeUndefined();
  });
});
