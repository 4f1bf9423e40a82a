import { paginate, type IterateOptions } from '../paging';
import type { CallOptions } from '../request';
import type { Page } from '../schemas/envelope';
import { parseJsonWith } from '../schemas/parse';
import { TagListResponse, type TagRecord } from '../schemas/tag';
import {
  callOptionsOf,
  pageQuery,
  type CounterParams,
  type PageParams,
  type ResourceContext,
} from './shared';

export type TagListParams = CounterParams & PageParams;

export function createTagsResource(ctx: ResourceContext) {
  async function list(params: TagListParams, options: CallOptions = {}): Promise<Page<TagRecord>> {
    return ctx.request({
      ...options,
      method: 'GET',
      path: '/v2/tag/list',
      query: { counter: params.counter, ...pageQuery(params) },
      idempotent: true,
      parse: parseJsonWith(TagListResponse),
    });
  }

  return {
    list,
    iterate(
      params: CounterParams,
      options: CallOptions & IterateOptions = {},
    ): AsyncGenerator<TagRecord, void, undefined> {
      return paginate(
        (page, itemsPerPage) => list({ ...params, page, itemsPerPage }, callOptionsOf(options)),
        options,
      );
    },
  };
}

export type TagsResource = ReturnType<typeof createTagsResource>;
