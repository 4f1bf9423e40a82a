import { parseCsvWith } from '../csv';
import type { FilterInput } from '../filter';
import { paginate, type IterateOptions } from '../paging';
import type { CallOptions } from '../request';
import type { Page } from '../schemas/envelope';
import { LeadListResponse, LeadRecord, type LeadDimension } from '../schemas/lead';
import { parseJsonWith } from '../schemas/parse';
import type { TagWriteOutcome } from '../schemas/write-results';
import {
  callOptionsOf,
  cleanTags,
  pageQuery,
  requireIds,
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

export type LeadIterateParams = Omit<LeadListParams, 'page' | 'itemsPerPage'>;

export function createLeadsResource(ctx: ResourceContext) {
  function listQuery(params: LeadListParams) {
    return {
      counter: params.counter,
      dimensions: params.dimensions,
      ...pageQuery(params),
      isShowInterActionChain: params.showInterActionChain,
    };
  }

  async function list(
    params: LeadListParams,
    options: CallOptions = {},
  ): Promise<Page<LeadRecord>> {
    return ctx.request({
      ...options,
      method: 'GET',
      path: '/v2/leads/list',
      query: listQuery(params),
      idempotent: true,
      parse: parseJsonWith(LeadListResponse),
    });
  }

  return {
    async addTags(input: LeadTagsInput, options: CallOptions = {}): Promise<TagWriteOutcome[]> {
      const leadIds = requireIds(input.leadIds, 'lead ids');
      const body = { counter: input.counter, leadIds, tags: cleanTags(input.tags) };
      return writeTags(ctx, '/v2/leads/addTags', body, leadIds, options);
    },

    list,

    listCsv(params: LeadListParams, options: CallOptions = {}): Promise<LeadRecord[]> {
      return ctx.request({
        ...options,
        method: 'GET',
        path: '/v2/leads/list/csv',
        query: listQuery(params),
        idempotent: true,
        accept: 'csv',
        parse: parseCsvWith(LeadRecord),
      });
    },

    iterate(
      params: LeadIterateParams,
      options: CallOptions & IterateOptions = {},
    ): AsyncGenerator<LeadRecord, void, undefined> {
      return paginate(
        (page, itemsPerPage) => list({ ...params, page, itemsPerPage }, callOptionsOf(options)),
        options,
      );
    },
  };
}

export type LeadsResource = ReturnType<typeof createLeadsResource>;
