import type { Params } from './params';
import { readInteger } from './params';

export const MAX_ITEMS_PER_PAGE = 1000;

export interface Paging {
  page: number;
  itemsPerPage: number;
}

export type PagingProblem = { kind: 'items_per_page' | 'page'; message: string };

export function readPaging(params: Params): Paging | PagingProblem {
  const itemsPerPage = readInteger(params, 'itemsPerPage') ?? MAX_ITEMS_PER_PAGE;
  if (!(itemsPerPage >= 1 && itemsPerPage <= MAX_ITEMS_PER_PAGE)) {
    return {
      kind: 'items_per_page',
      message: `itemsPerPage must be an integer from 1 to ${MAX_ITEMS_PER_PAGE}.`,
    };
  }
  const page = readInteger(params, 'page') ?? 1;
  if (!(page >= 1)) return { kind: 'page', message: 'page must be an integer from 1.' };
  return { page, itemsPerPage };
}

export function isPagingProblem(value: Paging | PagingProblem): value is PagingProblem {
  return 'kind' in value;
}

export interface Envelope {
  result: unknown[];
  totalResults: number;
  nextLink?: string;
}

/**
 * One page of `items`. `linkParams` are the request's parameters (without key or page) in the
 * GET form the next link carries.
 */
export function pageOf<T>(
  items: readonly T[],
  paging: Paging,
  link: { origin: string; path: string; params: [string, string][] },
): { items: T[]; totalResults: number; nextLink?: string } {
  const start = (paging.page - 1) * paging.itemsPerPage;
  const pageItems = items.slice(start, start + paging.itemsPerPage);
  const hasNext = start + paging.itemsPerPage < items.length;
  if (!hasNext) return { items: pageItems, totalResults: items.length };
  return {
    items: pageItems,
    totalResults: items.length,
    nextLink: nextLinkOf(link, paging.itemsPerPage, paging.page + 1),
  };
}

/** The GET link to page `page` of the request `link` describes. */
export function nextLinkOf(
  link: { origin: string; path: string; params: [string, string][] },
  itemsPerPage: number,
  page: number,
): string {
  const params: [string, string][] = [
    ...link.params,
    ['itemsPerPage', String(itemsPerPage)],
    ['page', String(page)],
  ];
  const query = params
    .map(([key, value]) => `${encodeKey(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${link.origin}${link.path}?${query}`;
}

/** Keeps PHP brackets readable (`dimensions[0]`), as the doc writes them. */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}
