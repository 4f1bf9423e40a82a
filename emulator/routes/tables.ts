import { BI_TABLES, type BiColumnType, type BiTable } from '../data/bi';
import { badRequest, counterAccessDenied, notFound } from '../errors';
import { compileFilter, type FieldKind } from '../filter';
import { isPagingProblem, readPaging } from '../paging';
import { readText } from '../params';
import type { ApiRecord } from '../records';
import type { EmulatorStore } from '../store';
import { parseZonedDate } from '../time';
import { answerPage, jsonListReply } from './list-reply';
import type { Route, RouteContext, RouteReply } from './types';

const FILTER_KINDS: Record<BiColumnType, FieldKind> = {
  string: 'text',
  integer: 'number',
  float: 'number',
  date: 'date',
  boolean: 'boolean',
};

/** Rows are derived from calls and leads; rebuilt only after a write. */
const cache = new WeakMap<EmulatorStore, Map<number, { version: number; rows: ApiRecord[] }>>();

function rowsOf(store: EmulatorStore, table: BiTable): ApiRecord[] {
  let tables = cache.get(store);
  if (!tables) cache.set(store, (tables = new Map()));
  const cached = tables.get(table.id);
  if (cached && cached.version === store.version) return cached.rows;
  const rows = table.build(store);
  tables.set(table.id, { version: store.version, rows });
  return rows;
}

function tableOf(context: RouteContext): BiTable {
  const id = Number(context.pathParams[0]);
  const table = BI_TABLES.get(id);
  if (!table) throw notFound(`Table ${context.pathParams[0] ?? ''} not found.`);
  return table;
}

function getSchema(context: RouteContext): RouteReply {
  const table = tableOf(context);
  return { json: { id: table.id, name: table.name, columns: table.columns } };
}

function getData(context: RouteContext): RouteReply {
  const table = tableOf(context);
  const counter = readText(context.params, 'counter');
  if (counter === null) throw badRequest('counter must be a string.');
  if (counter !== undefined && !context.visibleCounters.includes(counter))
    throw counterAccessDenied(counter);
  const visible = new Set(counter === undefined ? context.visibleCounters : [counter]);
  const kinds = Object.fromEntries(table.columns.map((c) => [c.name, FILTER_KINDS[c.type]]));
  const filterText = readText(context.params, 'filter');
  if (filterText === null) throw badRequest('filter must be a string.');
  const filter = compileFilter<ApiRecord>(
    filterText,
    {
      kinds,
      valueOf: (row, field) => {
        const value = row[field];
        if (kinds[field] === 'date') return parseZonedDate(String(value))?.ms;
        return value as string | number | boolean | undefined;
      },
    },
    { strict: context.strictFilter },
  );
  if (!filter.ok) throw badRequest(`Filter not understood: ${filter.message}`);
  const paging = readPaging(context.params);
  if (isPagingProblem(paging)) throw badRequest(paging.message);
  const rows = rowsOf(context.store, table).filter(
    (row) => visible.has(String(row.counterId)) && filter.matches(row),
  );
  const linkParams: [string, string][] = [];
  if (counter !== undefined) linkParams.push(['counter', counter]);
  if (filterText !== undefined) linkParams.push(['filter', filterText]);
  return jsonListReply(answerPage(context, { paging, linkParams }, rows, (row) => row));
}

export const tableRoutes: Route[] = [
  { pattern: /^\/api\/table\/(\d+)\/getSchema$/, methods: ['GET', 'POST'], handle: getSchema },
  { pattern: /^\/api\/table\/(\d+)\/getData$/, methods: ['GET', 'POST'], handle: getData },
];
