import { renderPool } from '../render';
import { NO_FILTER, parseListRequest } from './list-request';
import { answerPage, jsonListReply } from './list-reply';
import type { Route, RouteContext, RouteReply } from './types';

function poolList(context: RouteContext): RouteReply {
  const request = parseListRequest(context, { schema: NO_FILTER, code: () => 'bad_request' });
  return jsonListReply(answerPage(context, request, request.data.pools, renderPool));
}

export const poolRoutes: Route[] = [
  { pattern: /^\/v2\/pool\/list$/, methods: ['GET', 'POST'], handle: poolList },
];
