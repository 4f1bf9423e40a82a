/** What the background hands to views about a phone number. Plain, serializable data. */

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
}

/** Full answer for one number (card, popup detail). Calls and leads newest first. */
export interface PhoneDetail {
  phone: PhoneDigits;
  calls: CallView[];
  leads: LeadView[];
  totals: PhoneTotals;
  firstSource?: SourceInfo;
  lastSource?: SourceInfo;
  /** Where the answer came from: the server's phone filter, or the local index. */
  via: 'server-filter' | 'local-index';
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

export interface OutboxEntryView {
  id: string;
  target: TagTarget;
  op: 'add' | 'remove';
  tag: string;
  attempts: number;
  state: 'pending' | 'failing';
  lastError?: string;
  nextAttemptAt?: number;
  createdAt: number;
  /** The service address the change was made for; it is sent only there. */
  baseUrl?: string;
}

export interface CounterView {
  counterId: string;
  url: string;
  projectName: string;
  projectDisplayName: string;
  selected: boolean;
}

export interface IndexStatus {
  state: 'idle' | 'syncing' | 'error' | 'empty';
  windowDays: number;
  calls: number;
  leads: number;
  /** Rough bytes stored locally. */
  approxBytes: number;
  lastSyncAt?: number;
  progress?: { counterId: string; done: number; total?: number };
  lastError?: string;
  /** Whether the server's phone filter was found to work, by resource. */
  serverPhoneFilter: {
    calls: 'unknown' | 'works' | 'refused' | 'ignored';
    leads: 'unknown' | 'works' | 'refused' | 'ignored';
  };
}

export type KeyStatus =
  | { state: 'missing' }
  | { state: 'valid'; counters: number; checkedAt: number }
  | { state: 'invalid'; message: string }
  | { state: 'no_counters' }
  | { state: 'unreachable'; message: string };
