import { TagListResponse } from '../schemas/tag';
import { counterList } from './paged-list';
import type { CounterParams, PageParams, ResourceContext } from './shared';

export type TagListParams = CounterParams & PageParams;

/** `list` (one page of the counter's tags with their counts) and `iterate` (all of them). */
export const createTagsResource = (ctx: ResourceContext) =>
  counterList(ctx, '/v2/tag/list', TagListResponse);

export type TagsResource = ReturnType<typeof createTagsResource>;
