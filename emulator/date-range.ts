import type { FilterClause } from './filter';

/**
 * The rows a filter keeps, from rows sorted newest first by a date field. A `>`/`>=` clause on
 * that field holds for a prefix of the rows and a `<`/`<=` clause for a suffix (the clause's
 * own test is monotonic in the date), so binary searches find the range and only the other
 * clauses are tested row by row. A paged sync (`startTime>…`, page after page) thus costs
 * a search and a page per request instead of a scan of the whole counter.
 */
export function filterSorted<Row>(
  rows: readonly Row[],
  clauses: readonly FilterClause<Row>[],
  sortFields: readonly string[],
): readonly Row[] {
  let start = 0;
  let end = rows.length;
  const rest: FilterClause<Row>[] = [];
  for (const clause of clauses) {
    if (!sortFields.includes(clause.field)) rest.push(clause);
    else if (clause.op === '>' || clause.op === '>=')
      end = firstIndex(rows, start, end, (row) => !clause.test(row));
    else if (clause.op === '<' || clause.op === '<=')
      start = firstIndex(rows, start, end, clause.test);
    else rest.push(clause);
  }
  if (rest.length === 0 && start === 0 && end === rows.length) return rows;
  const range = rows.slice(start, end);
  return rest.length === 0 ? range : range.filter((row) => rest.every((c) => c.test(row)));
}

/** First index in [low, high) where `holds` is true, given it is false before and true after. */
function firstIndex<Row>(
  rows: readonly Row[],
  low: number,
  high: number,
  holds: (row: Row) => boolean,
): number {
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (holds(rows[mid] as Row)) high = mid;
    else low = mid + 1;
  }
  return low;
}
