import { parseCsvWith } from '../csv';
import { toTrackerDateTime, type DateInput } from '../dates';
import type { FilterInput } from '../filter';
import { paginate, type IterateOptions } from '../paging';
import type { CallOptions } from '../request';
import { CallListResponse, CallRecord, type CallDimension } from '../schemas/call';
import type { Page } from '../schemas/envelope';
import { parseJsonWith } from '../schemas/parse';
import { writeAck, type TagWriteOutcome } from '../schemas/write-results';
import {
  callOptionsOf,
  cleanTags,
  digitsOnly,
  pageQuery,
  requireIds,
  writeTags,
  type CounterParams,
  type PageParams,
  type ResourceContext,
} from './shared';

type DateField = 'startTime' | 'stopTime';
type PhoneField = 'callerPhone' | 'calledPhone' | 'destination';

/** Fields a call write may carry. Dates as Date, epoch ms, or server text. */
export type CallFields = {
  [K in Exclude<CallDimension, DateField | PhoneField | 'callId' | 'tags'>]?: NonNullable<
    CallRecord[K]
  >;
} & { [K in DateField]?: DateInput } & { [K in PhoneField]?: string } & { tags?: string[] };

export type CallAddInput = CounterParams &
  CallFields & {
    callId: string;
    startTime: DateInput;
    callerPhone: string;
    calledPhone: string;
  };

export type CallUpdateInput = CounterParams & CallFields & { callId: string };

export interface CallTagsInput extends CounterParams {
  callIds: readonly string[];
  tags: readonly string[];
}

export interface CallListParams extends CounterParams, PageParams {
  dimensions: readonly CallDimension[];
  filter?: FilterInput;
}

export type CallIterateParams = Omit<CallListParams, 'page' | 'itemsPerPage'>;

const DATE_FIELDS: readonly DateField[] = ['startTime', 'stopTime'];
const PHONE_FIELDS: readonly PhoneField[] = ['callerPhone', 'calledPhone', 'destination'];

export function createCallsResource(ctx: ResourceContext) {
  function writeBody(input: CallUpdateInput): Record<string, unknown> {
    const body: Record<string, unknown> = { ...input };
    for (const field of DATE_FIELDS) {
      const value = input[field];
      if (value !== undefined) body[field] = toTrackerDateTime(value, ctx.utcOffsetMinutes);
    }
    for (const field of PHONE_FIELDS) {
      const value = input[field];
      if (value !== undefined) body[field] = digitsOnly(value);
    }
    return body;
  }

  function listQuery(params: CallListParams) {
    return { counter: params.counter, dimensions: params.dimensions, ...pageQuery(params) };
  }

  async function list(
    params: CallListParams,
    options: CallOptions = {},
  ): Promise<Page<CallRecord>> {
    return ctx.request({
      ...options,
      method: 'GET',
      path: '/v2/call/list',
      query: listQuery(params),
      idempotent: true,
      parse: parseJsonWith(CallListResponse),
    });
  }

  return {
    /** Registers a call. Never retried: a lost answer may hide a call that was stored. */
    async add(input: CallAddInput, options: CallOptions = {}): Promise<{ callId: string }> {
      const callId = await ctx.request({
        ...options,
        method: 'POST',
        path: '/v2/call/add',
        body: writeBody(input),
        idempotent: false,
        parse: parseJsonWith(writeAck('callId')),
      });
      return { callId: callId ?? input.callId };
    },

    /** Changes fields of a call; `not_found` when the call is unknown. */
    async update(input: CallUpdateInput, options: CallOptions = {}): Promise<{ callId: string }> {
      const callId = await ctx.request({
        ...options,
        method: 'POST',
        path: '/v2/call/update',
        body: writeBody(input),
        idempotent: true,
        parse: parseJsonWith(writeAck('callId')),
      });
      return { callId: callId ?? input.callId };
    },

    async addTags(input: CallTagsInput, options: CallOptions = {}): Promise<TagWriteOutcome[]> {
      const callIds = requireIds(input.callIds, 'call ids');
      const body = { counter: input.counter, callIds, tags: cleanTags(input.tags) };
      return writeTags(ctx, '/v2/call/addTags', body, callIds, options);
    },

    async removeTags(input: CallTagsInput, options: CallOptions = {}): Promise<TagWriteOutcome[]> {
      const callIds = requireIds(input.callIds, 'call ids');
      const body = { counter: input.counter, callIds, tags: cleanTags(input.tags) };
      return writeTags(ctx, '/v2/call/removeTags', body, callIds, options);
    },

    list,

    /** One page as CSV, parsed into the same records as `list` (no paging info in CSV). */
    listCsv(params: CallListParams, options: CallOptions = {}): Promise<CallRecord[]> {
      return ctx.request({
        ...options,
        method: 'GET',
        path: '/v2/call/list/csv',
        query: listQuery(params),
        idempotent: true,
        accept: 'csv',
        parse: parseCsvWith(CallRecord),
      });
    },

    /** Every matching call, page after page. */
    iterate(
      params: CallIterateParams,
      options: CallOptions & IterateOptions = {},
    ): AsyncGenerator<CallRecord, void, undefined> {
      return paginate(
        (page, itemsPerPage) => list({ ...params, page, itemsPerPage }, callOptionsOf(options)),
        options,
      );
    },
  };
}

export type CallsResource = ReturnType<typeof createCallsResource>;
