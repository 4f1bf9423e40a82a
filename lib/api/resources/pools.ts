import { PoolListResponse } from '../schemas/pool';
import { pagedList, type ListEndpoint } from './paged-list';
import {
  counterPageQuery,
  type CounterParams,
  type PageParams,
  type ResourceContext,
} from './shared';

export type PoolListParams = CounterParams & PageParams;

/** `list` (one page of the counter's pools) and `iterate` (all of them). */
export function createPoolsResource(ctx: ResourceContext) {
  const endpoint: ListEndpoint<PoolListParams> = { path: '/v2/pool/list', query: counterPageQuery };
  return pagedList(ctx, endpoint, PoolListResponse);
}

export type PoolsResource = ReturnType<typeof createPoolsResource>;
