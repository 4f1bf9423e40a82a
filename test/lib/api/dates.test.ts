import { describe, expect, it } from 'vitest';
import { formatTrackerDateTime, parseTrackerTimestamp } from '../../../lib/api';

describe('parseTrackerTimestamp', () => {
  const at = Date.UTC(2024, 4, 1, 7, 30, 15);
  it.each([
    ['2024-05-01T10:30:15+0300', at],
    ['2024-05-01T10:30:15+03:00', at],
    ['2024-05-01T10:30:15+03', at],
    ['2024-05-01T07:30:15Z', at],
    ['2024-05-01T07:30:15z', at],
    ['2024-05-01 10:30:15', at],
    ['2024-05-01T10:30:15.250+0300', at + 250],
    ['2024-05-01 10:30:15 +0300', at],
    ['2024-05-01T00:00:00-0930', Date.UTC(2024, 4, 1, 9, 30)],
    ['2024-05-01', Date.UTC(2024, 3, 30, 21, 0)],
    ['2024-05-01 10:30', Date.UTC(2024, 4, 1, 7, 30)],
    ['2024-02-29T00:00:00Z', Date.UTC(2024, 1, 29)],
  ])('%s', (input, expected) => {
    expect(parseTrackerTimestamp(input)).toBe(expected);
  });

  it.each([
    '',
    'yesterday',
    '2023-02-29T00:00:00Z',
    '2024-13-01',
    '2024-05-01T10:60:00Z',
    '2024-05-01T10:00:00+2500',
    '1714548615',
  ])('refuses %j', (input) => {
    expect(parseTrackerTimestamp(input)).toBeUndefined();
  });

  it('reads zone-less text in a given zone', () => {
    expect(parseTrackerTimestamp('2024-05-01 10:30:15', 0)).toBe(Date.UTC(2024, 4, 1, 10, 30, 15));
  });
});

describe('formatTrackerDateTime', () => {
  it('writes the instant as seen in the counter zone', () => {
    expect(formatTrackerDateTime(Date.UTC(2024, 11, 31, 22, 5, 9))).toBe('2025-01-01 01:05:09');
    expect(formatTrackerDateTime(new Date(Date.UTC(2024, 0, 1)), 0)).toBe('2024-01-01 00:00:00');
  });

  it('round-trips with the parser', () => {
    const instant = Date.UTC(2024, 6, 15, 12, 0, 1);
    expect(parseTrackerTimestamp(formatTrackerDateTime(instant))).toBe(instant);
  });

  it('refuses an invalid date', () => {
    expect(() => formatTrackerDateTime(new Date('nope'))).toThrow(RangeError);
  });
});
