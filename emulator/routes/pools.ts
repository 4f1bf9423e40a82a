import { pageOf } from '../paging';
import { renderPool } from '../render';
import { parseListRequest } from './list-request';
import type { Route, RouteContext, RouteReply } from './types';

const NO_FILTER = { kinds: {}, valueOf: () => undefined };

function poolList(context: RouteContext): RouteReply {
  const request = parseListRequest(context, { schema: NO_FILTER, code: () => 'bad_request' });
  const page = pageOf(request.data.pools, request.paging, {
    origin: context.origin,
    path: context.path,
    params: request.linkParams,
  });
  return {
    json: {
      result: page.items.map(renderPool),
      totalResults: page.totalResults,
      ...(page.nextLink ? { nextLink: page.nextLink } : {}),
    },
  };
}

export const poolRoutes: Route[] = [
  { pattern: /^\/v2\/pool\/list$/, methods: ['GET', 'POST'], handle: poolList },
];
