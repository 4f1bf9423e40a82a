/**
 * The narrow view of the tracker that the lookup engine needs. The background adapts the
 * typed API client (lib/api) onto it in `lib/background/api-source.ts`; tests pass fakes.
 * Errors thrown by a source carry a `kind` (see `errorKindOf`).
 */
import type { CallRow, CounterInfo, LeadRow } from '../types/rows';
import type { UnreachableReason } from '../types/phone-data';
import { ERROR_KINDS, type ErrorKind } from '../types/result';

// The shapes a source answers in are shared data (lib/types/rows.ts).
export type { CallRow, CounterInfo, LeadRow };

export interface ListQuery {
  counterId: string;
  filter?: string;
  /** From 1. */
  page: number;
  itemsPerPage?: number;
  signal?: AbortSignal;
  /** Epoch ms by which the request ends, retries included (see `CallOptions.deadline`). */
  deadline?: number;
  /** Someone is waiting for this answer: fail fast rather than retry for long. */
  interactive?: boolean;
  /**
   * A local answer is shown meanwhile: wait for a slow service up to the deadline rather than
   * give up on a request after a few seconds (only with `interactive`).
   */
  patient?: boolean;
}

export interface ListPage<T> {
  rows: T[];
  totalResults?: number;
  hasMore: boolean;
  /** The service's link to the next page, as sent: the same link twice means a loop. */
  nextLink?: string;
}

export type CsvResource = 'calls' | 'leads';

export interface TrackerSource {
  /** `deadline`: epoch ms by which the read ends, retries included (a lookup's deadline). */
  counters(signal?: AbortSignal, options?: { deadline?: number }): Promise<CounterInfo[]>;
  listCalls(query: ListQuery): Promise<ListPage<CallRow>>;
  listLeads(query: ListQuery): Promise<ListPage<LeadRow>>;
  /** Rows of the API's CSV listing (all pages), values as the client parsed them. */
  csvRows(
    resource: CsvResource,
    query: { counterId: string; filter?: string },
  ): Promise<Record<string, unknown>[]>;
  changeCallTags(
    op: 'add' | 'remove',
    counterId: string,
    callIds: string[],
    tags: string[],
  ): Promise<void>;
  addLeadTags(counterId: string, leadIds: number[], tags: string[]): Promise<void>;
  tagNames(counterId: string): Promise<string[]>;
}

export interface SourceConfig {
  baseUrl: string;
  apiKey: string;
}

export type SourceFactory = (config: SourceConfig) => TrackerSource;

/** The marketing fields calls and leads share (`MarketingFields`), in the order asked for. */
const MARKETING_DIMENSIONS = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'compositeSource',
  'compositeSourceType',
] as const;

/** The dimensions the engine asks for; the adapter and the CSV export use the same lists. */
export const CALL_DIMENSIONS = [
  'callId',
  'startTime',
  'callerPhone',
  'duration',
  'status',
  'isTarget',
  ...MARKETING_DIMENSIONS,
  'compositeKeyword',
  'entryPoint',
  'poolName',
  'callRecordUrl',
  'tags',
] as const;

export const LEAD_DIMENSIONS = [
  'id',
  'createdAt',
  'phone',
  'status',
  'source',
  ...MARKETING_DIMENSIONS,
  'entryPoint',
  'leadLogFormName',
  'tags',
] as const;

const KNOWN_KINDS = new Set<string>(ERROR_KINDS);

/** The `kind` of an error thrown by a source, or 'internal' when it has none we know. */
export function errorKindOf(error: unknown): ErrorKind {
  const kind =
    typeof error === 'object' && error !== null && 'kind' in error
      ? (error as { kind: unknown }).kind
      : undefined;
  return typeof kind === 'string' && KNOWN_KINDS.has(kind) ? (kind as ErrorKind) : 'internal';
}

/** Why no counter answered: too slow (every failure a timeout), else unreachable, or offline. */
export function downReason(kinds: readonly string[], online: boolean): UnreachableReason {
  if (!online) return 'offline';
  const real = kinds.filter((kind) => kind !== 'aborted');
  return real.length > 0 && real.every((kind) => kind === 'timeout') ? 'slow' : 'unreachable';
}

/** Thrown when no key is set: the UI then offers to open the options page. */
export class NotConfiguredError extends Error {
  readonly kind = 'not_configured' as const;
  constructor() {
    super('No API key is set. Open the extension options and paste your tracker API key.');
    this.name = 'NotConfiguredError';
  }
}

export const digitsOf = (text: string): string => text.replace(/\D+/g, '');
