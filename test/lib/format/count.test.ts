import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../lib/format/count';

describe('formatCount', () => {
  it('groups thousands as the UI language writes them', () => {
    expect(formatCount(24906, 'en')).toBe('24,906');
    expect(formatCount(24906, 'ru').replace(/\s/g, ' ')).toBe('24 906');
    expect(formatCount(7, 'ru')).toBe('7');
  });
});
