import { describe, expect, it } from 'vitest';
import { copySourceLine, shortLandingPage } from '../../../components/history/copy-source';

const NOW = Date.UTC(2026, 10, 25, 12);
const JUNE = Date.UTC(2026, 5, 12, 9);
const MAY = Date.UTC(2026, 4, 2, 9);

describe('copySourceLine', () => {
  const lastSource = {
    source: 'yandex',
    medium: 'cpc',
    campaign: 'winter-sale',
    keyword: 'sofa',
    landingPage: 'https://shop.example/sofa/?utm_source=yandex&utm_medium=cpc&utm_campaign=winter',
    at: JUNE,
  };
  const firstSource = { source: 'google', medium: 'organic', at: MAY };
  const options = { now: NOW, timeZone: 'Europe/Moscow' };

  it('says the last source as the card does, then the first where it differs, then host and path', () => {
    expect(copySourceLine({ firstSource, lastSource }, 'en', options)).toBe(
      'yandex / cpc · winter-sale · sofa · first: google / organic, 2 May · shop.example/sofa',
    );
    expect(copySourceLine({ firstSource, lastSource }, 'ru', options)).toBe(
      'yandex / cpc · winter-sale · sofa · впервые: google / organic, 2 мая · shop.example/sofa',
    );
  });

  it('says no first source when it is the last one, and has nothing without a source', () => {
    const same = { ...lastSource, at: MAY };
    expect(copySourceLine({ firstSource: same, lastSource }, 'en', options)).toBe(
      'yandex / cpc · winter-sale · sofa · shop.example/sofa',
    );
    const direct = { source: '(direct)', medium: '(none)', at: Date.UTC(2025, 0, 3) };
    expect(copySourceLine({ firstSource: direct }, 'en', options)).toBe('(direct) / (none)');
    expect(copySourceLine({}, 'en')).toBeUndefined();
  });

  it('copies visitor-written labels as text: no formula, no control or bidi characters, bounded', () => {
    const hostile = {
      source: '=HYPERLINK("https://evil.example","x")',
      medium: 'cpc\u202e\u0007\r\nevil',
      campaign: 'x'.repeat(1_000_000),
      at: JUNE,
    };
    const line = copySourceLine({ lastSource: hostile }, 'en', options)!;
    expect(line.startsWith("'=HYPERLINK")).toBe(true);
    // eslint-disable-next-line no-control-regex
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(line.length).toBeLessThanOrEqual(600);
  });
});

describe('shortLandingPage', () => {
  it('keeps host and path, drops the query, hash and scheme', () => {
    expect(shortLandingPage('https://shop.example/?utm_source=a#top')).toBe('shop.example');
    expect(shortLandingPage('http://shop.example/catalog/sofas/?gclid=1')).toBe(
      'shop.example/catalog/sofas',
    );
    expect(shortLandingPage('javascript:alert(1)')).toBeUndefined();
    expect(shortLandingPage('shop.example/page?x=1')).toBe('shop.example/page');
    expect(shortLandingPage(undefined)).toBeUndefined();
  });
});
