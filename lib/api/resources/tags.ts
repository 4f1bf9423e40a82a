import { TagListResponse } from '../schemas/tag';
import { pagedList, type ListEndpoint } from './paged-list';
import {
  counterPageQuery,
  type CounterParams,
  type PageParams,
  type ResourceContext,
} from './shared';

export type TagListParams = CounterParams & PageParams;

/** `list` (one page of the counter's tags with their counts) and `iterate` (all of them). */
export function createTagsResource(ctx: ResourceContext) {
  const endpoint: ListEndpoint<TagListParams> = { path: '/v2/tag/list', query: counterPageQuery };
  return pagedList(ctx, endpoint, TagListResponse);
}

export type TagsResource = ReturnType<typeof createTagsResource>;
