import { PoolListResponse } from '../schemas/pool';
import { counterList } from './paged-list';
import type { CounterParams, PageParams, ResourceContext } from './shared';

export type PoolListParams = CounterParams & PageParams;

/** `list` (one page of the counter's pools) and `iterate` (all of them). */
export const createPoolsResource = (ctx: ResourceContext) =>
  counterList(ctx, '/v2/pool/list', PoolListResponse);

export type PoolsResource = ReturnType<typeof createPoolsResource>;
