import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatDateTime,
  formatDuration,
  formatPhone,
  formatRelative,
  safeHttpUrl,
} from '../../../lib/format';

describe('formatDuration', () => {
  it.each([
    [0, 'en', '0 s'],
    [42, 'en', '42 s'],
    [877, 'en', '14 min 37 s'],
    [877, 'ru', '14 мин 37 с'],
    [3600, 'ru', '1 ч'],
    [3609, 'en', '1 h 0 min 9 s'],
    [-5, 'en', '0 s'],
  ] as const)('%d s (%s) → %s', (seconds, locale, text) =>
    // A number and its unit are never split across lines.
    expect(formatDuration(seconds, locale)).toBe(text.replace(/(\d) /g, '$1\u00a0')),
  );
});

describe('formatDateTime', () => {
  const at = Date.UTC(2026, 10, 20, 9, 30);
  it('shows the date and time in the given zone and language', () => {
    expect(formatDateTime(at, 'en', 'Europe/Moscow')).toBe('20 Nov 2026, 12:30');
    expect(formatDateTime(at, 'ru', 'Europe/Moscow')).toMatch(/^20 нояб\. 2026 г\., 12:30$/);
  });
  it('says how long ago', () => {
    expect(formatRelative(at - 5 * 60_000, at, 'en')).toBe('5 minutes ago');
    expect(formatRelative(at - 86_400_000, at, 'ru')).toBe('вчера');
  });
});

describe('formatPhone', () => {
  it.each([
    ['79991234567', '+7 999 123-45-67'],
    ['12025550123', '+1 202 555-0123'],
    ['375291234567', '+375 29 123-45-67'],
    ['4915123456789', '+49 1512 3456789'],
  ])('%s → %s', (digits, text) => expect(formatPhone(digits)).toBe(text));
});

describe('formatBytes', () => {
  it.each([
    [0, 'en', '0 B'],
    [1536, 'en', '1.5 KB'],
    [3.4 * 1024 * 1024, 'ru', '3,4 МБ'],
    [25 * 1024 * 1024, 'en', '25 MB'],
  ] as const)('%d (%s) → %s', (bytes, locale, text) =>
    expect(formatBytes(bytes, locale)).toBe(text),
  );
});

describe('safeHttpUrl', () => {
  it.each([
    ['https://rec.example.ru/a.mp3', 'https://rec.example.ru/a.mp3'],
    ['http://x.ru/', 'http://x.ru/'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['not a url', undefined],
    [undefined, undefined],
  ])('%s → %s', (input, output) => expect(safeHttpUrl(input)).toBe(output));
});
