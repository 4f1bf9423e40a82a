import { toTrackerDateTime, type DateInput } from '../dates';
import type { FilterInput } from '../filter';
import type { CallOptions } from '../request';
import { CallListResponse, CallRecord, type CallDimension } from '../schemas/call';
import type { TagWriteOutcome } from '../schemas/write-results';
import { csvList, pagedList, type ListEndpoint, type Unpaged } from './paged-list';
import {
  digitsOnly,
  dimensionsPageQuery,
  recordWrites,
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

export type CallIterateParams = Unpaged<CallListParams>;

const DATE_FIELDS: readonly DateField[] = ['startTime', 'stopTime'];
const PHONE_FIELDS: readonly PhoneField[] = ['callerPhone', 'calledPhone', 'destination'];

const CALL_LIST: ListEndpoint<CallListParams> = {
  path: '/v2/call/list',
  query: (params) => dimensionsPageQuery(params, params.dimensions),
};

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

  return {
    ...recordWrites<'call', CallUpdateInput, CallAddInput, CallTagsInput>(ctx, 'call', writeBody),

    removeTags(input: CallTagsInput, options: CallOptions = {}): Promise<TagWriteOutcome[]> {
      return writeTags(ctx, '/v2/call/removeTags', input, 'callIds', options);
    },

    /** `list` (one page), `iterate` (every matching call, page after page). */
    ...pagedList(ctx, CALL_LIST, CallListResponse),
    listCsv: csvList(ctx, CALL_LIST, CallRecord),
  };
}

export type CallsResource = ReturnType<typeof createCallsResource>;
