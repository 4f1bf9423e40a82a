/** Public surface of the tracker API client. Used by the background only. */
export { createTrackerClient, type TrackerClient, type TrackerClientOptions } from './client';
export type { CallOptions, FetchLike, KeyAnswerListener, Sleep } from './request';
export {
  AbortedError,
  AuthError,
  BadRequestError,
  InvalidResponseError,
  NetworkError,
  RateLimitedError,
  RedirectError,
  TimeoutError,
  TrackerApiError,
  toErrorPayload,
} from './errors';
export { redact, redactSecret } from './redact';
export { filter } from './filter';
export { DEFAULT_UTC_OFFSET_MINUTES, formatTrackerDateTime, parseTrackerTimestamp } from './dates';
export type { PageInfo } from './paging';
export type { Page } from './schemas/envelope';
export { CALL_DIMENSIONS, type CallDimension, type CallRecord } from './schemas/call';
export { LEAD_DIMENSIONS, type LeadDimension, type LeadRecord } from './schemas/lead';
export { ORDER_DIMENSIONS, type OrderRecord } from './schemas/order';
export type { BiRow, BiSchema } from './schemas/bi';
export type { MeResult } from './schemas/me';
export type { TagWriteOutcome } from './schemas/write-results';
