import { NO_FILTER, parseListRequest } from './list-request';
import { answerPage, jsonListReply } from './list-reply';
import type { Route, RouteContext, RouteReply } from './types';

/** Tags in use in the counter with their call and lead counts, sorted by name. */
function tagList(context: RouteContext): RouteReply {
  const request = parseListRequest(context, { schema: NO_FILTER, code: () => 'bad_request' });
  const stats = context.store.tagStats(request.data.counter.counterId);
  return jsonListReply(answerPage(context, request, stats, (stat) => stat));
}

export const tagRoutes: Route[] = [
  { pattern: /^\/v2\/tag\/list$/, methods: ['GET', 'POST'], handle: tagList },
];
