import { paginate, type IterateOptions } from '../paging';
import type { CallOptions } from '../request';
import type { Page } from '../schemas/envelope';
import { parseJsonWith } from '../schemas/parse';
import { PoolListResponse, type PoolRecord } from '../schemas/pool';
import {
  callOptionsOf,
  pageQuery,
  type CounterParams,
  type PageParams,
  type ResourceContext,
} from './shared';

export type PoolListParams = CounterParams & PageParams;

export function createPoolsResource(ctx: ResourceContext) {
  async function list(
    params: PoolListParams,
    options: CallOptions = {},
  ): Promise<Page<PoolRecord>> {
    return ctx.request({
      ...options,
      method: 'GET',
      path: '/v2/pool/list',
      query: { counter: params.counter, ...pageQuery(params) },
      idempotent: true,
      parse: parseJsonWith(PoolListResponse),
    });
  }

  return {
    list,
    iterate(
      params: CounterParams,
      options: CallOptions & IterateOptions = {},
    ): AsyncGenerator<PoolRecord, void, undefined> {
      return paginate(
        (page, itemsPerPage) => list({ ...params, page, itemsPerPage }, callOptionsOf(options)),
        options,
      );
    },
  };
}

export type PoolsResource = ReturnType<typeof createPoolsResource>;
