import { toCsv } from '../csv';
import { pageOf, type Paging } from '../paging';
import type { ApiRecord } from '../records';
import type { RouteContext, RouteReply } from './types';

/** One page of a list, rendered: what both the JSON and the CSV variant answer. */
export interface ListAnswer<Row = unknown> {
  rows: Row[];
  totalResults: number;
  nextLink?: string;
}

/** The requested page of `matched`, rendered; the next link repeats the request's parameters. */
export function answerPage<T, Row>(
  context: RouteContext,
  request: { paging: Paging; linkParams: [string, string][] },
  matched: readonly T[],
  render: (item: T) => Row,
): ListAnswer<Row> {
  const page = pageOf(matched, request.paging, {
    origin: context.origin,
    path: context.path,
    params: request.linkParams,
  });
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
