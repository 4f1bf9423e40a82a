/** Public surface of the tracker API client. Used by the background only. */
export { createTrackerClient, type TrackerClient, type TrackerClientOptions } from './client';
export {
  DEFAULT_BASE_URL,
  DEFAULT_TIMEOUT_MS,
  type CallOptions,
  type FetchLike,
  type Sleep,
} from './request';
export {
  AbortedError,
  AuthError,
  BadRequestError,
  ConflictError,
  InvalidResponseError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  RedirectError,
  ServerError,
  TimeoutError,
  TrackerApiError,
  toErrorPayload,
  type ErrorCode,
  type ErrorKind,
  type ErrorPayload,
} from './errors';
export { redact, redactSecret } from './redact';
export {
  filter,
  FilterBuilder,
  type FilterInput,
  type FilterOperator,
  type FilterValue,
} from './filter';
export {
  DEFAULT_UTC_OFFSET_MINUTES,
  formatTrackerDateTime,
  parseTrackerTimestamp,
  type DateInput,
} from './dates';
export { MAX_ITEMS_PER_PAGE, type IterateOptions, type PageInfo } from './paging';
export type { Page } from './schemas/envelope';
export { CALL_DIMENSIONS, type CallDimension, type CallRecord } from './schemas/call';
export { LEAD_DIMENSIONS, type LeadDimension, type LeadRecord } from './schemas/lead';
export {
  ORDER_DIMENSIONS,
  type ContactPerson,
  type OrderDimension,
  type OrderRecord,
} from './schemas/order';
export type { PoolRecord } from './schemas/pool';
export type { TagRecord } from './schemas/tag';
export type { BiColumn, BiRow, BiSchema } from './schemas/bi';
export type { CounterInfo, MeResult, ProjectInfo } from './schemas/me';
export type { TagWriteOutcome } from './schemas/write-results';
export type {
  CallAddInput,
  CallFields,
  CallListParams,
  CallTagsInput,
  CallUpdateInput,
  CallsResource,
} from './resources/calls';
export type { CountersResource } from './resources/counters';
export type { LeadListParams, LeadTagsInput, LeadsResource } from './resources/leads';
export type {
  OrderAddInput,
  OrderFields,
  OrderListParams,
  OrderTagsInput,
  OrderUpdateInput,
  OrdersResource,
} from './resources/orders';
export type { PoolListParams, PoolsResource } from './resources/pools';
export type { TagListParams, TagsResource } from './resources/tags';
export type { BiDataParams, BiResource, TableId } from './resources/bi';
