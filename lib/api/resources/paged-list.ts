import type { z } from 'zod';
import { parseCsvWith } from '../csv-rows';
import { InvalidResponseError } from '../errors';
import { MAX_ITEMS_PER_PAGE, paginate, type IterateOptions } from '../paging';
import type { QueryParams } from '../query';
import type { CallOptions } from '../request';
import type { Page } from '../schemas/envelope';
import { parseJsonWith } from '../schemas/parse';
import {
  callOptionsOf,
  counterPageQuery,
  type CounterParams,
  type PageParams,
  type ResourceContext,
} from './shared';

/** List parameters without the page fields, which the iterator fills in. */
export type Unpaged<P> = Omit<P, 'page' | 'itemsPerPage'>;

export type ReadPage<P, R> = (params: P, options?: CallOptions) => Promise<Page<R>>;

/** A GET list operation: `path` answers JSON pages, `${path}/csv` the same rows as CSV. */
export interface ListEndpoint<P> {
  path: string;
  query: (params: P) => QueryParams;
}

/** Every item of a paged operation, reading page after page through `readPage`. */
export function iterateWith<P extends PageParams, R>(readPage: ReadPage<P, R>) {
  return (
    params: Unpaged<P>,
    options: CallOptions & IterateOptions = {},
  ): AsyncGenerator<R, void, undefined> =>
    paginate(
      (page, itemsPerPage) =>
        readPage({ ...params, page, itemsPerPage } as P, callOptionsOf(options)),
      options,
    );
}

/** A page longer than asked for is not a page of this list: refused before anything reads it. */
function atMostAsked<R>(page: Page<R>, itemsPerPage = MAX_ITEMS_PER_PAGE): Page<R> {
  const limit = Math.min(itemsPerPage, MAX_ITEMS_PER_PAGE);
  if (page.items.length > limit) {
    throw new InvalidResponseError(
      `${page.items.length} rows on one page where at most ${limit} were asked for`,
    );
  }
  return page;
}

/** `list` (one page) and `iterate` (every item) of a paged list operation. */
export function pagedList<P extends PageParams, R>(
  ctx: ResourceContext,
  endpoint: ListEndpoint<P>,
  response: z.ZodType<Page<R>>,
) {
  function list(params: P, options: CallOptions = {}): Promise<Page<R>> {
    return ctx.request({
      ...options,
      method: 'GET',
      path: endpoint.path,
      query: endpoint.query(params),
      idempotent: true,
      parse: (text) => atMostAsked(parseJsonWith(response)(text), params.itemsPerPage),
    });
  }
  return { list, iterate: iterateWith(list) };
}

/** One page as CSV, parsed into the same records as the JSON list (no paging info in CSV). */
export function csvList<P, R>(
  ctx: ResourceContext,
  endpoint: ListEndpoint<P>,
  record: z.ZodType<R>,
) {
  return (params: P, options: CallOptions = {}): Promise<R[]> =>
    ctx.request({
      ...options,
      method: 'GET',
      path: `${endpoint.path}/csv`,
      query: endpoint.query(params),
      idempotent: true,
      accept: 'csv',
      parse: parseCsvWith(record),
    });
}

/** A list of one counter read page by page: `list` (one page) and `iterate` (all of it). */
export function counterList<R>(ctx: ResourceContext, path: string, response: z.ZodType<Page<R>>) {
  const endpoint: ListEndpoint<CounterParams & PageParams> = { path, query: counterPageQuery };
  return pagedList(ctx, endpoint, response);
}
