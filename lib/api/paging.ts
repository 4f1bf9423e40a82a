import type { Page } from './schemas/envelope';

/** Largest page the service serves. */
export const MAX_ITEMS_PER_PAGE = 1000;

export interface PageInfo {
  page: number;
  itemsOnPage: number;
  /** Items yielded so far, this page included. */
  itemsSoFar: number;
  totalResults?: number;
}

export interface IterateOptions {
  /** 1..1000; default 1000 (fewest requests). */
  itemsPerPage?: number;
  /** First page to read; default 1. */
  startPage?: number;
  /** Stop after this many pages even if more remain. */
  maxPages?: number;
  /** Called after each page is fetched, before its items are yielded (for progress). */
  onPage?: (info: PageInfo) => void;
}

export type FetchPage<T> = (page: number, itemsPerPage: number) => Promise<Page<T>>;

/**
 * Reads pages by number and yields their items. Stops at the first of: no `nextLink`, an
 * empty page, `totalResults` reached, or `maxPages`. Breaking out of the loop stops fetching.
 */
export async function* paginate<T>(
  fetchPage: FetchPage<T>,
  options: IterateOptions = {},
): AsyncGenerator<T, void, undefined> {
  const perPage = Math.min(
    MAX_ITEMS_PER_PAGE,
    Math.max(1, Math.floor(options.itemsPerPage ?? MAX_ITEMS_PER_PAGE)),
  );
  const firstPage = Math.max(1, Math.floor(options.startPage ?? 1));
  const maxPages = options.maxPages ?? Number.POSITIVE_INFINITY;
  // Items on the pages before the first one read, for the `totalResults` check.
  const skipped = (firstPage - 1) * perPage;
  let itemsSoFar = 0;

  for (let page = firstPage, read = 0; read < maxPages; page++, read++) {
    const result = await fetchPage(page, perPage);
    itemsSoFar += result.items.length;
    const info: PageInfo = { page, itemsOnPage: result.items.length, itemsSoFar };
    if (result.totalResults !== undefined) info.totalResults = result.totalResults;
    options.onPage?.(info);
    yield* result.items;

    const lastPage =
      result.items.length === 0 ||
      result.nextLink === undefined ||
      (result.totalResults !== undefined && skipped + itemsSoFar >= result.totalResults);
    if (lastPage) return;
  }
}
