import { toCsv } from '../csv';
import { endlessPage } from '../endless';
import { nextLinkOf, pageOf, type Paging } from '../paging';
import type { ApiRecord } from '../records';
import type { RouteContext, RouteReply } from './types';

/** One page of a list, rendered: what both the JSON and the CSV variant answer. */
export interface ListAnswer<Row = unknown> {
  rows: Row[];
  totalResults: number;
  nextLink?: string;
}

/**
 * The requested page of `matched`, rendered; the next link repeats the request's parameters.
 * With `clone`, a listing the emulator runs endless (`--endless-listing`) answers endlessly.
 */
export function answerPage<T, Row>(
  context: RouteContext,
  request: { paging: Paging; linkParams: [string, string][] },
  matched: readonly T[],
  render: (item: T) => Row,
  clone?: (template: T, index: number, at: number) => T,
): ListAnswer<Row> {
  const link = { origin: context.origin, path: context.path, params: request.linkParams };
  if (clone && context.endlessListing) {
    const endless = endlessPage(
      context.endlessListing,
      matched,
      request.paging,
      clone,
      context.store.anchorMs,
    );
    return {
      rows: endless.items.map(render),
      totalResults: endless.totalResults,
      nextLink: nextLinkOf(link, request.paging.itemsPerPage, endless.nextPage),
    };
  }
  const page = pageOf(matched, request.paging, link);
  const answer: ListAnswer<Row> = {
    rows: page.items.map(render),
    totalResults: page.totalResults,
  };
  if (page.nextLink) answer.nextLink = page.nextLink;
  return answer;
}

/** `{result, totalResults, nextLink?}`. */
export function jsonListReply({ rows, totalResults, nextLink }: ListAnswer): RouteReply {
  return { json: { result: rows, totalResults, ...(nextLink ? { nextLink } : {}) } };
}

/** The CSV variant: paging travels in `X-Total-Results` and a `Link: <…>; rel="next"` header. */
export function csvListReply(
  dimensions: readonly string[],
  { rows, totalResults, nextLink }: ListAnswer<ApiRecord>,
): RouteReply {
  return {
    csv: toCsv(dimensions, rows),
    headers: {
      'X-Total-Results': String(totalResults),
      ...(nextLink ? { Link: `<${nextLink}>; rel="next"` } : {}),
    },
  };
}
