/**
 * The BI grid's pure parts: typed values from what the service sent (numbers may come as
 * strings), sorting, per-column filters, paging, numeric columns and the chart's series.
 */
import type { BiColumnView } from '../../types/workspace-data';

export type Cell = string | number | boolean | null;
export type Row = Record<string, Cell>;

export const NUMERIC_TYPES = new Set(['integer', 'float', 'number', 'int', 'double', 'decimal']);

export const isNumeric = (column: BiColumnView) => NUMERIC_TYPES.has(column.type ?? '');

/** A cell as its column's type reads it; undefined when it cannot be read as that type. */
export function numberOf(value: Cell | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(/[\s\u00a0]/g, '').replace(',', '.'));
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

export interface SortState {
  column: string;
  direction: 'asc' | 'desc';
}

export function sortRows(
  rows: readonly Row[],
  columns: readonly BiColumnView[],
  sort: SortState | null,
): Row[] {
  if (!sort) return [...rows];
  const column = columns.find((c) => c.name === sort.column);
  const numeric = column ? isNumeric(column) : false;
  const sign = sort.direction === 'asc' ? 1 : -1;
  const collator = new Intl.Collator(undefined, { numeric: true });
  return [...rows].sort((a, b) => {
    const x = a[sort.column];
    const y = b[sort.column];
    // Empty cells last in either direction.
    if (x === null || x === undefined || x === '')
      return y === null || y === undefined || y === '' ? 0 : 1;
    if (y === null || y === undefined || y === '') return -1;
    if (numeric) return sign * ((numberOf(x) ?? 0) - (numberOf(y) ?? 0));
    return sign * collator.compare(String(x), String(y));
  });
}

/**
 * A column filter as typed: text columns match a case-insensitive substring; numeric ones
 * take `>10`, `<=5`, `=3`, or a bare number (equal).
 */
export function cellMatches(value: Cell | undefined, filter: string, numeric: boolean): boolean {
  const wanted = filter.trim();
  if (wanted === '') return true;
  if (numeric) {
    const match = /^(>=|<=|>|<|=)?\s*(-?[\d\s.,]+)$/.exec(wanted);
    const number = numberOf(value);
    if (!match || number === undefined) return false;
    const bound = numberOf(match[2] ?? '');
    if (bound === undefined) return false;
    switch (match[1]) {
      case '>':
        return number > bound;
      case '>=':
        return number >= bound;
      case '<':
        return number < bound;
      case '<=':
        return number <= bound;
      default:
        return number === bound;
    }
  }
  return String(value ?? '')
    .toLowerCase()
    .includes(wanted.toLowerCase());
}

/** Whether a numeric filter is written in a way it can be read (for the field's hint). */
export function numericFilterIsValid(filter: string): boolean {
  return filter.trim() === '' || /^(>=|<=|>|<|=)?\s*-?[\d\s.,]+$/.test(filter.trim());
}

/** The column of the counter a row belongs to: shown by the counter's name, id after it. */
export const COUNTER_COLUMN = 'counterId';

/** A counter cell as a person reads it: "Shop (101)"; an unknown id stays an id. */
export function counterLabel(value: Cell | undefined, names: Readonly<Record<string, string>>) {
  const id = value === null || value === undefined ? '' : String(value);
  const name = names[id];
  return name && name !== id ? `${name} (${id})` : id;
}

export function filterRows(
  rows: readonly Row[],
  columns: readonly BiColumnView[],
  filters: Readonly<Record<string, string>>,
  counterNames: Readonly<Record<string, string>> = {},
): Row[] {
  const active = columns.filter((c) => (filters[c.name] ?? '').trim() !== '');
  if (active.length === 0) return [...rows];
  return rows.filter((row) =>
    active.every((c) =>
      c.name === COUNTER_COLUMN
        ? cellMatches(counterLabel(row[c.name], counterNames), filters[c.name] ?? '', false)
        : cellMatches(row[c.name], filters[c.name] ?? '', isNumeric(c)),
    ),
  );
}

export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice((page - 1) * size, page * size);
}

/** Cells of numeric columns that are not numbers: said under the grid, not hidden. */
export function unreadableCells(rows: readonly Row[], columns: readonly BiColumnView[]): number {
  let count = 0;
  for (const column of columns.filter(isNumeric)) {
    for (const row of rows) {
      const value = row[column.name];
      if (value !== null && value !== undefined && value !== '' && numberOf(value) === undefined)
        count += 1;
    }
  }
  return count;
}

/**
 * The chart's data: one x per distinct value of the x column (dates become epoch seconds,
 * sorted), and per chosen numeric column the sum of its values at that x.
 */
export function chartSeries(
  rows: readonly Row[],
  xColumn: BiColumnView | undefined,
  yColumns: readonly BiColumnView[],
): { x: number[]; ys: number[][]; xIsTime: boolean } {
  const xIsTime = xColumn?.type === 'date' || xColumn?.type === 'datetime';
  const sums = new Map<number, number[]>();
  rows.forEach((row, index) => {
    let x: number | undefined;
    if (!xColumn) x = index;
    else if (xIsTime) {
      const time = Date.parse(String(row[xColumn.name] ?? ''));
      x = Number.isNaN(time) ? undefined : time / 1000;
    } else x = numberOf(row[xColumn.name]);
    if (x === undefined) return;
    let bucket = sums.get(x);
    if (!bucket) sums.set(x, (bucket = yColumns.map(() => 0)));
    yColumns.forEach((column, i) => {
      bucket[i]! += numberOf(row[column.name]) ?? 0;
    });
  });
  const x = [...sums.keys()].sort((a, b) => a - b);
  return { x, ys: yColumns.map((_, i) => x.map((key) => sums.get(key)![i]!)), xIsTime };
}
