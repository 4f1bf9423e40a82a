/** What the background hands to views about a phone number. Plain, serializable data. */
import type { QueuedWrite } from './queued-write';

/** Digits with the country code, no "+": "79991234567". */
export type PhoneDigits = string;

export interface SourceInfo {
  source: string;
  medium: string;
  campaign?: string;
  keyword?: string;
  landingPage?: string;
  /** Epoch milliseconds of the call or lead that carried this source. */
  at: number;
}

export interface CallView {
  counterId: string;
  counterName: string;
  callId: string;
  startTime: number;
  durationSec: number;
  /** Lower-case status as the service sent it ("success", "failed", "no answer", ...). */
  status: string;
  answered: boolean;
  isTarget?: boolean;
  source?: string;
  medium?: string;
  campaign?: string;
  keyword?: string;
  landingPage?: string;
  poolName?: string;
  tags: string[];
  /** Only http(s) links pass; anything else from the API is dropped. */
  recordingUrl?: string;
}

export interface LeadView {
  counterId: string;
  counterName: string;
  leadId: number;
  createdAt: number;
  source?: string;
  medium?: string;
  campaign?: string;
  status?: string;
  formName?: string;
  tags: string[];
}

export interface PhoneTotals {
  calls: number;
  answered: number;
  missed: number;
  leads: number;
  talkSeconds: number;
}

/** Short answer for many numbers at once (badge, popup list, card preview). */
export interface PhoneSummary {
  phone: PhoneDigits;
  known: boolean;
  callCount: number;
  leadCount: number;
  lastActivityAt?: number;
  lastSource?: SourceInfo;
  /**
   * What the counts cover: the service's whole history for the number (a detail asked before),
   * or the local index's window, so a list never seems to disagree with the detail.
   */
  covers?: { kind: 'service' } | { kind: 'index'; windowDays: number };
}

/**
 * What the page itself says next to a number, as the content script read it (bounded and
 * checked by the background): the contact or field label, the CRM's own call link, and a deal
 * or order number standing in the same row or record.
 */
export interface PhoneOnPage {
  label?: string;
  /** A `tel:`, `callto:`, `sip:` or `sips:` link of the page for this number. */
  callLink?: string;
  orderId?: string;
}

/** Why the service was not asked, or did not answer: the browser is offline, or the service. */
/**
 * Why the service did not answer: the browser is offline, the service could not be reached
 * (connection refused, network error, server down), or it was too slow (no answer in time).
 */
export type UnreachableReason = 'offline' | 'unreachable' | 'slow';

/**
 * A local answer given at once while the service is asked (lookup-engine.ts): the view says it
 * is being updated and asks again until the service's answer replaces it. `slow`: the service
 * has taken longer than a request should.
 */
export interface Updating {
  slow: boolean;
}

/**
 * Where an answer came from and how far it can be trusted. Produced once by the lookup engine;
 * the card and the popup render it with the same words (lib/format/answer-words.ts).
 * "Not found" may only be said when the state's source could know.
 */
export type AnswerState =
  /** The service's phone filter answered for every site searched, at `at`. */
  | { kind: 'live'; at: number }
  /**
   * The service answered at `at` for some sites; `failedCounters` (names) did not answer, and
   * what the local index holds for them (as of `indexAsOf`) stands in.
   */
  | {
      kind: 'partial';
      at: number;
      failedCounters: string[];
      windowDays: number;
      indexAsOf?: number;
    }
  /**
   * The number's whole history in two parts: since `since` from the local index, complete as
   * of `asOf` (brought up to the minute); everything before from the service's phone filter,
   * as of `olderAt` (old history rarely changes: kept, re-read daily).
   */
  | { kind: 'combined'; asOf: number; olderAt: number; since: number; updating?: Updating }
  /** The service cannot filter by phone: the local index answered, complete as of `asOf`. */
  | { kind: 'index'; asOf: number; windowDays: number; updating?: Updating }
  /**
   * The local index is still being filled: a number not in it yet may still have calls.
   * `covers`: the period (epoch ms) it already holds completely, newest first.
   */
  | { kind: 'syncing'; windowDays: number; asOf?: number; covers?: IndexCoverage }
  /** An earlier answer of the service (at `at`), kept because a refresh could not reach it. */
  | { kind: 'stale'; at: number; reason: UnreachableReason }
  /** The service could not be asked: what the local index holds, as of `asOf` if it ever synced. */
  | { kind: 'unreachable'; reason: UnreachableReason; windowDays: number; asOf?: number };

export type AnswerKind = AnswerState['kind'];

/** Full answer for one number (card, popup detail). Calls and leads newest first. */
export interface PhoneDetail {
  phone: PhoneDigits;
  calls: CallView[];
  leads: LeadView[];
  totals: PhoneTotals;
  firstSource?: SourceInfo;
  lastSource?: SourceInfo;
  /** Where the answer came from and how old it is; what every view says about it. */
  answer: AnswerState;
  /**
   * Where the answer came from: the server's phone filter, the local index, or both (the
   * index's window and the filter's older part, see the `combined` answer).
   */
  via: 'server-filter' | 'local-index' | 'index-and-server';
  /** Epoch ms of the data's freshness; older answers are refreshed behind. */
  fetchedAt: number;
  /** Index window the answer covers when it came from the local index (days). */
  windowDays?: number;
  /** Tag writes not yet accepted by the service, already applied to `calls`/`leads` above. */
  pendingTagWrites: number;
  /**
   * The server-filtered answer stopped at its page cap with rows left: over the counters that
   * hit the cap, `shown` rows were read of the `total` the tracker has.
   */
  truncated?: { shown: number; total: number };
}

export type TagTarget =
  | { kind: 'call'; counterId: string; callId: string }
  | { kind: 'lead'; counterId: string; leadId: number };

/** A tag write waiting for the tracker to accept it. */
export interface OutboxEntryView extends QueuedWrite {
  target: TagTarget;
  op: 'add' | 'remove';
  tag: string;
}

export interface CounterView {
  counterId: string;
  url: string;
  projectName: string;
  projectDisplayName: string;
  selected: boolean;
}

/** A period the local index holds every call and lead of (epoch ms). */
export interface IndexCoverage {
  from: number;
  to: number;
}

/**
 * Why a sync stopped reading a listing that did not end: the same next page link twice, more
 * rows than its `totalResults`, or rows older than the date it asked after.
 */
export interface IndexListingStop {
  reason: 'repeated_link' | 'past_total' | 'past_window';
  counterId: string;
  resource: 'calls' | 'leads';
}

export interface IndexStatus {
  state: 'idle' | 'syncing' | 'error' | 'empty';
  /** What the index holds completely; while a first sync runs, the part filled so far. */
  coverage?: IndexCoverage & { complete: boolean };
  /** The service's rate limit paused the sync; it resumes at this time (epoch ms). */
  pausedUntil?: number;
  /** A first sync is due to start then (epoch ms): spread so a team's browsers do not start together. */
  startsAt?: number;
  /**
   * A first sync under way: the share of its rows read, and the requests it still has to send
   * (once every walk's total is known).
   */
  firstSync?: { percent: number; requestsLeft?: number };
  /**
   * The pace the key allows this browser, learnt from the tracker's refusals (lib/api
   * rate-limit.ts): requests a second, and whether the tracker refused one for the key's limit
   * lately (then the key is shared with other browsers or tools, or busy); `leftMs`: a first
   * sync's requests left at that pace.
   */
  pace?: { requestsPerSecond: number; limited: boolean; leftMs?: number };
  windowDays: number;
  calls: number;
  leads: number;
  /** Rough bytes stored locally (estimated from the rows' size). */
  approxBytes: number;
  /** Bytes the browser reports this extension's storage uses, when it can tell. */
  measuredBytes?: number;
  lastSyncAt?: number;
  progress?: { counterId: string; done: number; total?: number };
  lastError?: string;
  /** The size cap (settings `indexCapMb`): at most this many rows, the newest kept. */
  maxRows?: number;
  /** The cap was reached: rows older than `from` (epoch ms) were not kept. */
  capped?: { from: number; maxRows: number };
  /** A listing that did not end was stopped (the last pass): which, and why. */
  stopped?: IndexListingStop;
  /** Whether the server's phone filter was found to work, by resource. */
  serverPhoneFilter: {
    calls: 'unknown' | 'works' | 'refused' | 'ignored';
    leads: 'unknown' | 'works' | 'refused' | 'ignored';
  };
}

export type KeyStatus =
  | { state: 'missing' }
  /** A key is stored and its check against the service has not answered yet. */
  | { state: 'checking' }
  | { state: 'valid'; counters: number; checkedAt: number }
  | { state: 'invalid'; message: string }
  | { state: 'no_counters' }
  | { state: 'unreachable'; message: string }
  /**
   * A new key was not stored: the service refused it, or could not be asked (`reason`); the
   * key saved before, if any, stays, and `previous` is its status.
   */
  | {
      state: 'rejected';
      reason: 'invalid' | 'unreachable' | 'locked';
      message: string;
      previous?: KeyStatus;
    };
