/** Pure: rows from the tracker or the index -> the plain views the UI shows. */
import type {
  AnswerState,
  CallView,
  LeadView,
  PhoneDetail,
  PhoneSummary,
  PhoneTotals,
  SourceInfo,
} from './types';
import type { CallRow, CounterInfo, LeadRow } from './tracker-source';

/** The counter's site as the user knows it: the host of its URL, else the project name. */
export function counterName(counter: CounterInfo | undefined, counterId: string): string {
  if (!counter) return counterId;
  try {
    return new URL(counter.url).host || counter.url;
  } catch {
    return counter.url || counter.projectDisplayName || counterId;
  }
}

/** Only http(s) recording links reach a view: a `javascript:` URL must never become a link. */
export function safeHttpUrl(text: string | undefined): string | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const ANSWERED_STATUSES = new Set(['success', 'answered']);

function withDefined<T extends object>(base: T, extra: Record<string, unknown>): T {
  for (const [name, value] of Object.entries(extra)) {
    if (value !== undefined && value !== '') (base as Record<string, unknown>)[name] = value;
  }
  return base;
}

export function toCallView(row: CallRow, counters: ReadonlyMap<string, CounterInfo>): CallView {
  const status = (row.status ?? '').toLowerCase();
  return withDefined<CallView>(
    {
      counterId: row.counterId,
      counterName: counterName(counters.get(row.counterId), row.counterId),
      callId: row.callId,
      startTime: row.startTime,
      durationSec: row.duration ?? 0,
      status,
      answered: ANSWERED_STATUSES.has(status),
      tags: [...row.tags],
    },
    {
      isTarget: row.isTarget,
      source: row.utmSource || row.compositeSource,
      medium: row.utmMedium || row.compositeSourceType,
      campaign: row.utmCampaign,
      keyword: row.utmTerm || row.compositeKeyword,
      landingPage: row.entryPoint,
      poolName: row.poolName,
      recordingUrl: safeHttpUrl(row.callRecordUrl),
    },
  );
}

export function toLeadView(row: LeadRow, counters: ReadonlyMap<string, CounterInfo>): LeadView {
  return withDefined<LeadView>(
    {
      counterId: row.counterId,
      counterName: counterName(counters.get(row.counterId), row.counterId),
      leadId: row.leadId,
      createdAt: row.createdAt,
      tags: [...row.tags],
    },
    {
      source: row.utmSource || row.source || row.compositeSource,
      medium: row.utmMedium || row.compositeSourceType,
      campaign: row.utmCampaign,
      status: row.status?.toLowerCase(),
      formName: row.leadLogFormName,
    },
  );
}

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
  summary.covers =
    detail.via === 'server-filter'
      ? { kind: 'service' }
      : { kind: 'index', windowDays: detail.windowDays ?? 0 };
  return summary;
}
