/** Pure: a number's call and lead views -> its detail and summary (sources, totals). */
import type {
  AnswerState,
  CallView,
  LeadView,
  PhoneDetail,
  PhoneSummary,
  PhoneTotals,
  SourceInfo,
} from '../../types/phone-data';
import { withDefined } from '../records';

interface Touch {
  at: number;
  source?: string;
  medium?: string;
  campaign?: string;
  keyword?: string;
  landingPage?: string;
}

function toSource(touch: Touch): SourceInfo | undefined {
  if (!touch.source && !touch.medium) return undefined;
  return withDefined<SourceInfo>(
    { source: touch.source ?? '', medium: touch.medium ?? '', at: touch.at },
    { campaign: touch.campaign, keyword: touch.keyword, landingPage: touch.landingPage },
  );
}

/** First and last marketing source over calls and leads together. */
export function sourcesOf(
  calls: readonly CallView[],
  leads: readonly LeadView[],
): { first?: SourceInfo; last?: SourceInfo } {
  const touches: Touch[] = [
    ...calls.map((c) => ({ ...c, at: c.startTime })),
    ...leads.map((l) => ({ ...l, at: l.createdAt })),
  ]
    .map((t): Touch => t)
    .filter((t) => t.source || t.medium)
    .sort((a, b) => a.at - b.at);
  const first = touches[0];
  const last = touches[touches.length - 1];
  const result: { first?: SourceInfo; last?: SourceInfo } = {};
  const firstSource = first && toSource(first);
  const lastSource = last && toSource(last);
  if (firstSource) result.first = firstSource;
  if (lastSource) result.last = lastSource;
  return result;
}

export function totalsOf(calls: readonly CallView[], leads: readonly LeadView[]): PhoneTotals {
  const answered = calls.filter((c) => c.answered).length;
  return {
    calls: calls.length,
    answered,
    missed: calls.length - answered,
    leads: leads.length,
    talkSeconds: calls.reduce((sum, c) => sum + (c.answered ? c.durationSec : 0), 0),
  };
}

export interface DetailInput {
  phone: string;
  calls: CallView[];
  leads: LeadView[];
  answer: AnswerState;
  via: PhoneDetail['via'];
  fetchedAt: number;
  windowDays?: number;
  pendingTagWrites?: number;
  truncated?: PhoneDetail['truncated'];
}

export function buildDetail(input: DetailInput): PhoneDetail {
  const calls = [...input.calls].sort((a, b) => b.startTime - a.startTime);
  const leads = [...input.leads].sort((a, b) => b.createdAt - a.createdAt);
  const { first, last } = sourcesOf(calls, leads);
  const detail: PhoneDetail = {
    phone: input.phone,
    calls,
    leads,
    totals: totalsOf(calls, leads),
    answer: { ...input.answer },
    via: input.via,
    fetchedAt: input.fetchedAt,
    pendingTagWrites: input.pendingTagWrites ?? 0,
  };
  if (first) detail.firstSource = first;
  if (last) detail.lastSource = last;
  if (input.windowDays !== undefined) detail.windowDays = input.windowDays;
  if (input.truncated) detail.truncated = { ...input.truncated };
  return detail;
}

export function summaryOf(detail: PhoneDetail): PhoneSummary {
  const lastCall = detail.calls[0]?.startTime;
  const lastLead = detail.leads[0]?.createdAt;
  const last = Math.max(lastCall ?? -Infinity, lastLead ?? -Infinity);
  const summary: PhoneSummary = {
    phone: detail.phone,
    known: detail.calls.length + detail.leads.length > 0,
    callCount: detail.calls.length,
    leadCount: detail.leads.length,
  };
  if (Number.isFinite(last)) summary.lastActivityAt = last;
  if (detail.lastSource) summary.lastSource = detail.lastSource;
  // An answer limited to the index's window says so; the whole history is the service's.
  summary.covers =
    detail.windowDays === undefined
      ? { kind: 'service' }
      : { kind: 'index', windowDays: detail.windowDays };
  return summary;
}
