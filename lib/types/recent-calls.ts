/** What the Recent calls view is told (message `recent.calls`, lib/messaging/protocol/recent.ts). */
import type { CallView, UnreachableReason } from './phone-data';

/** A call of the chosen counters, with the number it came from (digits with country code). */
export interface RecentCall extends CallView {
  phone: string;
}

/** The CRM a number can be searched in: a preset's site open in the browser. */
export interface CrmSite {
  presetId: string;
  /** The preset's product name (not translated). */
  name: string;
  /** The address of the CRM's tab, from which the search address is built (account, portal). */
  pageUrl: string;
}

/** The callback queue of the answer (lib/lookup/answer/callback-queue.ts) and the team's tags. */
export interface CallbackQueue {
  /** The tag "Done" writes on a missed call (settings `calledBackTag`). */
  tag: string;
  /** The outcome tags offered in one click (settings `outcomeTags`). */
  outcomes: string[];
  /** The open missed calls' keys (`counterId:callId`), newest first. */
  open: string[];
  /**
   * The tag naming this rep that "Done" writes beside `tag` (`called-back:Anna`), when the rep's
   * name is set (settings or policy `repName`).
   */
  whoTag?: string;
  /** The missed calls of the period no longer open, newest first (at most 30): why, and who. */
  closed: { key: string; by: 'tag' | 'answered' | 'logged'; who?: string }[];
  /** Recent calls opens on the queue and its count is on the toolbar (settings `callbackQueue`). */
  on: boolean;
}

export interface RecentCalls {
  /** Newest first, with the tag writes still waiting in the outbox shown as done. */
  calls: RecentCall[];
  callback: CallbackQueue;
  since: number;
  /** More calls than the view is given started since `since`: the oldest are left out. */
  truncated: boolean;
  /**
   * The list holds every call the tracker had listed by this moment (epoch ms); undefined
   * while the local index was never filled.
   */
  asOf?: number;
  /** When asking again may bring newer calls (the next pass of the tracker). */
  nextPassAt: number;
  /** The tracker could not be reached on the last pass: the list is as of `asOf`. */
  down?: UnreachableReason;
  /** The first sync still fills the index: complete from `from` (when known) to now. */
  filling?: { from?: number };
  /** Numbers of the calls that are on the tab the popup describes. */
  onPage: string[];
  crm?: CrmSite;
}
