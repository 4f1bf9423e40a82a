import type { FilterInput } from '../filter';
import type { CallOptions } from '../request';
import { LeadListResponse, LeadRecord, type LeadDimension } from '../schemas/lead';
import type { TagWriteOutcome } from '../schemas/write-results';
import { csvList, pagedList, type ListEndpoint, type Unpaged } from './paged-list';
import {
  dimensionsPageQuery,
  writeTags,
  type CounterParams,
  type PageParams,
  type ResourceContext,
} from './shared';

export interface LeadTagsInput extends CounterParams {
  leadIds: readonly number[];
  tags: readonly string[];
}

export interface LeadListParams extends CounterParams, PageParams {
  dimensions: readonly LeadDimension[];
  filter?: FilterInput;
  /** Adds `interActionChain` to each lead (`isShowInterActionChain=1`). */
  showInterActionChain?: boolean;
}

export type LeadIterateParams = Unpaged<LeadListParams>;

const LEAD_LIST: ListEndpoint<LeadListParams> = {
  path: '/v2/leads/list',
  query: (params) => ({
    ...dimensionsPageQuery(params, params.dimensions),
    isShowInterActionChain: params.showInterActionChain,
  }),
};

export function createLeadsResource(ctx: ResourceContext) {
  return {
    addTags(input: LeadTagsInput, options: CallOptions = {}): Promise<TagWriteOutcome[]> {
      return writeTags(ctx, '/v2/leads/addTags', input, 'leadIds', options);
    },

    /** `list` (one page), `iterate` (every matching lead, page after page). */
    ...pagedList(ctx, LEAD_LIST, LeadListResponse),
    listCsv: csvList(ctx, LEAD_LIST, LeadRecord),
  };
}

export type LeadsResource = ReturnType<typeof createLeadsResource>;
