import { describe, expect, it } from 'vitest';
import {
  cellMatches,
  chartSeries,
  filterRows,
  numericFilterIsValid,
  sortRows,
  unreadableCells,
} from '../../../lib/state/workspace/bi-grid';

const columns = [
  { name: 'date', type: 'date' },
  { name: 'source', type: 'string' },
  { name: 'calls', type: 'integer' },
];
// Numbers as the service may send them: JSON numbers, strings, a decimal comma, one unreadable.
const rows = [
  { date: '2026-11-02', source: 'yandex / cpc', calls: 5 },
  { date: '2026-11-01', source: 'google / cpc', calls: '12' },
  { date: '2026-11-01', source: 'Yandex / organic', calls: '2,5' },
  { date: '2026-11-03', source: '(direct)', calls: 'n/a' },
  { date: '2026-11-02', source: 'vk', calls: null },
];

describe('the BI grid', () => {
  it('sorts numeric columns by value (strings read as numbers), empty cells last', () => {
    const desc = sortRows(rows, columns, { column: 'calls', direction: 'desc' });
    expect(desc.map((r) => r.calls)).toEqual(['12', 5, '2,5', 'n/a', null]);
    const asc = sortRows(rows, columns, { column: 'source', direction: 'asc' });
    expect(asc[0]!.source).toBe('(direct)');
  });

  it('filters text by part of the value and numbers by comparison', () => {
    expect(filterRows(rows, columns, { source: 'YANDEX' })).toHaveLength(2);
    expect(filterRows(rows, columns, { calls: '>=5' }).map((r) => r.calls)).toEqual([5, '12']);
    expect(filterRows(rows, columns, { calls: '2,5' })).toHaveLength(1);
    expect(cellMatches('n/a', '>1', true)).toBe(false);
    expect(numericFilterIsValid('>= 10')).toBe(true);
    expect(numericFilterIsValid('lots')).toBe(false);
  });

  it('counts numeric cells that are not numbers, and charts sums per day', () => {
    expect(unreadableCells(rows, columns)).toBe(1);
    const series = chartSeries(rows, columns[0], [columns[2]!]);
    expect(series.xIsTime).toBe(true);
    expect(series.x).toEqual(
      ['2026-11-01', '2026-11-02', '2026-11-03'].map((d) => Date.parse(d) / 1000),
    );
    expect(series.ys).toEqual([[14.5, 5, 0]]);
  });
});
