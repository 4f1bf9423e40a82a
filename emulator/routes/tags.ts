import { pageOf } from '../paging';
import { parseListRequest } from './list-request';
import type { Route, RouteContext, RouteReply } from './types';

const NO_FILTER = { kinds: {}, valueOf: () => undefined };

/** Tags in use in the counter with their call and lead counts, sorted by name. */
function tagList(context: RouteContext): RouteReply {
  const request = parseListRequest(context, { schema: NO_FILTER, code: () => 'bad_request' });
  const stats = context.store.tagStats(request.data.counter.counterId);
  const page = pageOf(stats, request.paging, {
    origin: context.origin,
    path: context.path,
    params: request.linkParams,
  });
  return {
    json: {
      result: page.items,
      totalResults: page.totalResults,
      ...(page.nextLink ? { nextLink: page.nextLink } : {}),
    },
  };
}

export const tagRoutes: Route[] = [
  { pattern: /^\/v2\/tag\/list$/, methods: ['GET', 'POST'], handle: tagList },
];
