import { describe, expect, it } from 'vitest';
import { chartDates } from '../../../components/workspace/chart-dates';

const JUNE_14 = Date.UTC(2026, 5, 14) / 1000;

describe('chartDates', () => {
  it('says the ticks and the legend in the chosen language, days in UTC', () => {
    const ru = chartDates('ru', true);
    expect(ru.axis(null, [JUNE_14])).toEqual(['14 июн.']);
    expect(ru.legend(null, JUNE_14)).toBe('14 июн. 2026 г.');
    const en = chartDates('en', true);
    expect(en.axis(null, [JUNE_14])).toEqual(['Jun 14']);
    expect(en.legend(null, null)).toBe('--');
  });
});
