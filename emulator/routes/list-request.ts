import { HttpError } from '../errors';
import { filterSorted } from '../date-range';
import {
  compileFilter,
  type FieldKind,
  type FilterClause,
  type FilterCondition,
  type FilterSchema,
} from '../filter';
import { isPagingProblem, readPaging, type Paging } from '../paging';
import { readText, readTextList } from '../params';
import type { CounterData } from '../store';
import { requireCounter } from './counter-access';
import type { RouteContext } from './types';

export type ListProblem =
  'counter' | 'dimensions' | 'unknown_dimension' | 'filter' | 'items_per_page' | 'page';

/** The schema of lists that take no filter: any condition names an unknown field (400). */
export const NO_FILTER: FilterSchema<unknown> = { kinds: {}, valueOf: () => undefined };

export interface ListSpec<Row> {
  schema: FilterSchema<Row>;
  /** Whether `dimensions` is required (call and lead lists). */
  dimensions?: { known: Readonly<Record<string, FieldKind>> };
  /** Error code of each problem: integers for calls, strings for leads. */
  code: (problem: ListProblem) => string | number;
}

export interface ListRequest<Row> {
  data: CounterData;
  dimensions: string[];
  conditions: FilterCondition[];
  clauses: FilterClause<Row>[];
  paging: Paging;
  /** Parameters for the next link (GET form), without page and itemsPerPage. */
  linkParams: [string, string][];
}

/** Reads and validates counter, dimensions, filter and paging in the doc's order. */
export function parseListRequest<Row>(
  context: RouteContext,
  spec: ListSpec<Row>,
): ListRequest<Row> {
  const fail = (problem: ListProblem, message: string) =>
    new HttpError(400, spec.code(problem), message);
  const data = requireCounter(context, () => fail('counter', 'counter is required.'));
  const linkParams: [string, string][] = [['counter', data.counter.counterId]];

  let dimensions: string[] = [];
  if (spec.dimensions) {
    const list = readTextList(context.params, 'dimensions');
    if (list === null) throw fail('dimensions', 'dimensions must be an array of names.');
    if (list === undefined || list.length === 0)
      throw fail('dimensions', 'dimensions are required.');
    const unknown = list.find((name) => spec.dimensions?.known[name] === undefined);
    if (unknown !== undefined) throw fail('unknown_dimension', `Unknown dimension "${unknown}".`);
    dimensions = list;
    dimensions.forEach((name, index) => linkParams.push([`dimensions[${index}]`, name]));
  }

  const filterText = readText(context.params, 'filter');
  if (filterText === null) throw fail('filter', 'filter must be a string.');
  const filter = compileFilter(filterText, spec.schema, { strict: context.strictFilter });
  if (!filter.ok) throw fail('filter', `Filter not understood: ${filter.message}`);
  if (filterText !== undefined) linkParams.push(['filter', filterText]);

  const paging = readPaging(context.params);
  if (isPagingProblem(paging)) throw fail(paging.kind, paging.message);

  return {
    data,
    dimensions,
    conditions: filter.conditions,
    clauses: filter.clauses,
    paging,
    linkParams,
  };
}

/** The rows of `candidates` (newest first by each of `sortFields`) that the filter keeps. */
export function matchingRows<Row>(
  request: ListRequest<Row>,
  candidates: readonly Row[],
  sortFields: readonly string[],
): readonly Row[] {
  return filterSorted(candidates, request.clauses, sortFields);
}
