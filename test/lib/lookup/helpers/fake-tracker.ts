/** An in-memory tracker behind the engine's `TrackerSource`, with request counting. */
import { parseTrackerTimestamp } from '../../../../lib/api/dates';
import type {
  CallRow,
  CounterInfo,
  LeadRow,
  ListPage,
  ListQuery,
  TrackerSource,
} from '../../../../lib/lookup/tracker-source';

export type PhoneFilterMode = 'works' | 'refused' | 'ignored';

export interface FakeRequest {
  op: string;
  counterId?: string;
  filter?: string;
  page?: number;
}

export const apiError = (kind: string, message = kind, extra: { code?: string | number } = {}) =>
  Object.assign(new Error(message), { kind, ...extra });

export const COUNTERS: CounterInfo[] = [
  { counterId: '101', url: 'https://shop.example', projectName: 'p', projectDisplayName: 'Shop' },
  { counterId: '202', url: 'https://b2b.example', projectName: 'p', projectDisplayName: 'B2B' },
];

export function createFakeTracker(options: { phoneFilter?: PhoneFilterMode; now?: number } = {}) {
  const mode = options.phoneFilter ?? 'works';
  const now = options.now ?? Date.now();
  const state = {
    counters: [...COUNTERS],
    calls: [] as CallRow[],
    leads: [] as LeadRow[],
    requests: [] as FakeRequest[],
    /** Errors to throw, per op, first in first out. */
    failures: new Map<string, Error[]>(),
    /** Called before every answer (to hold a request in flight). */
    gate: undefined as undefined | ((op: string) => Promise<void>),
    tagWrites: [] as { op: string; target: string; tag: string }[],
  };

  async function enter(request: FakeRequest) {
    state.requests.push(request);
    await state.gate?.(request.op);
    const failure = state.failures.get(request.op)?.shift();
    if (failure) throw failure;
  }

  function applyFilter<T>(
    rows: T[],
    filter: string | undefined,
    phoneOf: (r: T) => string,
    at: (r: T) => number,
  ) {
    if (!filter) return rows;
    let result = rows;
    for (const cond of filter.split(';').filter(Boolean)) {
      const date = /^(startTime|createdAt)([<>])(.+)$/.exec(cond);
      const phone = /^(callerPhone|phone)=(\d+)$/.exec(cond);
      if (date) {
        const edge = parseTrackerTimestamp(date[3]!)!;
        result = result.filter((r) => (date[2] === '>' ? at(r) > edge : at(r) < edge));
      } else if (phone) {
        // The tracker's codes for "filter not understood": 4 on calls, a name on leads.
        if (mode === 'refused') {
          const code = phone[1] === 'callerPhone' ? 4 : 'invalid_filter';
          throw apiError('bad_request', 'filter not understood', { code });
        }
        if (mode === 'works') result = result.filter((r) => phoneOf(r) === phone[2]);
      } else {
        throw apiError('bad_request', `unknown filter ${cond}`);
      }
    }
    return result;
  }

  function paged<T>(rows: T[], query: ListQuery): ListPage<T> {
    const size = query.itemsPerPage ?? 1000;
    const start = (query.page - 1) * size;
    const slice = rows.slice(start, start + size);
    return { rows: slice, totalResults: rows.length, hasMore: start + size < rows.length };
  }

  const source: TrackerSource = {
    async counters() {
      await enter({ op: 'counters' });
      return state.counters;
    },
    async listCalls(query) {
      await enter({
        op: 'listCalls',
        counterId: query.counterId,
        filter: query.filter,
        page: query.page,
      });
      const rows = applyFilter(
        state.calls.filter((c) => c.counterId === query.counterId),
        query.filter,
        (c) => c.callerPhone,
        (c) => c.startTime,
      ).sort((a, b) => b.startTime - a.startTime);
      return paged(structuredClone(rows), query);
    },
    async listLeads(query) {
      await enter({
        op: 'listLeads',
        counterId: query.counterId,
        filter: query.filter,
        page: query.page,
      });
      const rows = applyFilter(
        state.leads.filter((l) => l.counterId === query.counterId),
        query.filter,
        (l) => l.phone,
        (l) => l.createdAt,
      ).sort((a, b) => b.createdAt - a.createdAt);
      return paged(structuredClone(rows), query);
    },
    async csvRows(resource, query) {
      await enter({ op: `csv:${resource}`, counterId: query.counterId, filter: query.filter });
      if (resource === 'calls') {
        return applyFilter(
          state.calls.filter((c) => c.counterId === query.counterId),
          query.filter,
          (c) => c.callerPhone,
          (c) => c.startTime,
        ).map((c) => ({
          callId: c.callId,
          startTime: c.startTime,
          callerPhone: c.callerPhone,
          tags: c.tags,
        }));
      }
      return applyFilter(
        state.leads.filter((l) => l.counterId === query.counterId),
        query.filter,
        (l) => l.phone,
        (l) => l.createdAt,
      ).map((l) => ({ id: l.leadId, createdAt: l.createdAt, phone: l.phone }));
    },
    async changeCallTags(op, counterId, callIds, tags) {
      await enter({ op: `${op}CallTags`, counterId });
      for (const callId of callIds) {
        const call = state.calls.find((c) => c.counterId === counterId && c.callId === callId);
        for (const tag of tags) {
          state.tagWrites.push({ op, target: `${counterId}:${callId}`, tag });
          if (!call) continue;
          call.tags = call.tags.filter((t) => t !== tag);
          if (op === 'add') call.tags.push(tag);
        }
      }
    },
    async addLeadTags(counterId, leadIds, tags) {
      await enter({ op: 'addLeadTags', counterId });
      for (const leadId of leadIds) {
        const lead = state.leads.find((l) => l.counterId === counterId && l.leadId === leadId);
        for (const tag of tags) {
          state.tagWrites.push({ op: 'add', target: `${counterId}:${leadId}`, tag });
          if (lead && !lead.tags.includes(tag)) lead.tags.push(tag);
        }
      }
    },
    async tagNames(counterId) {
      await enter({ op: 'tagNames', counterId });
      const names = [...state.calls, ...state.leads]
        .filter((r) => r.counterId === counterId)
        .flatMap((r) => r.tags);
      return [...new Set(names)];
    },
  };

  let seq = 0;
  const HOUR = 3_600_000;
  return {
    state,
    source,
    count: (op?: string) => state.requests.filter((r) => !op || r.op === op).length,
    addCall(phone: string, extra: Partial<CallRow> = {}): CallRow {
      seq += 1;
      const row: CallRow = {
        counterId: '101',
        callId: `c${seq}`,
        startTime: now - seq * HOUR,
        callerPhone: phone,
        duration: 60,
        status: 'success',
        utmSource: 'google',
        utmMedium: 'cpc',
        tags: [],
        ...extra,
      };
      state.calls.push(row);
      return row;
    },
    addLead(phone: string, extra: Partial<LeadRow> = {}): LeadRow {
      seq += 1;
      const row: LeadRow = {
        counterId: '101',
        leadId: 5000 + seq,
        createdAt: now - seq * HOUR,
        phone,
        status: 'new',
        utmSource: 'yandex',
        utmMedium: 'organic',
        tags: [],
        ...extra,
      };
      state.leads.push(row);
      return row;
    },
  };
}

export type FakeTracker = ReturnType<typeof createFakeTracker>;
