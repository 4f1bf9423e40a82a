/**
 * Many numbers (a CRM list, the badge, the popup's page list): always from the local index in
 * one read, joined to a kept older part where one is kept; never one request per number.
 */
import type { PhoneSummary } from '../../types/phone-data';
import { createInFlight } from '../in-flight';
import {
  cacheKey,
  countersOf,
  ensureIndex,
  olderScope,
  rowsFromIndex,
  type LookupContext,
  type LookupEnv,
} from './lookup-env';
import { joinWithOlder } from './older-history';
import { toCallView, toLeadView } from '../records';
import { buildDetail, summaryOf } from './views';

export function createSummaries(env: LookupEnv) {
  const flights = createInFlight<PhoneSummary[]>();

  async function readAll(ctx: LookupContext, unique: readonly string[], asOf: number) {
    // What a list's summary is built with: the index's window, or the whole history.
    const listed = (covers: 'index' | 'service') => ({
      answer: { kind: 'index' as const, asOf, windowDays: ctx.windowDays },
      via: 'local-index' as const,
      fetchedAt: asOf,
      ...(covers === 'index' ? { windowDays: ctx.windowDays } : {}),
    });
    await ensureIndex(env, { wait: env.isOnline(), bounded: false });
    const rows = await rowsFromIndex(env, ctx, unique);
    const counters = countersOf(ctx);
    const complete = (await env.deps.sync.coverage()).complete;
    const summaries: PhoneSummary[] = [];
    for (const phone of unique) {
      const found = rows.get(phone) ?? { calls: [], leads: [] };
      const kept = await env.details.get(cacheKey(ctx, phone));
      // A whole history asked before keeps a list from seeming to disagree with the detail.
      const olderPart = complete
        ? await env.olderParts.kept(olderScope(env, ctx), phone, kept)
        : undefined;
      if (olderPart) {
        const whole = joinWithOlder(found, olderPart, counters);
        summaries.push(summaryOf(buildDetail({ phone, ...whole, ...listed('service') })));
      } else if (kept?.via === 'server-filter') {
        summaries.push(summaryOf(kept));
      } else {
        const calls = found.calls.map((r) => toCallView(r, counters));
        const leads = found.leads.map((r) => toLeadView(r, counters));
        summaries.push(summaryOf(buildDetail({ phone, calls, leads, ...listed('index') })));
      }
    }
    return summaries;
  }

  return async (phones: readonly string[]): Promise<PhoneSummary[]> => {
    const unique = [...new Set(phones)];
    const ctx = await env.deps.context();
    const flightKey = `${ctx.scope ?? ctx.baseUrl}|${unique.join(',')}`;
    const asOf = env.now();
    const byPhone = await flights.run(flightKey, () => readAll(ctx, unique, asOf));
    const lookup = new Map(byPhone.map((s) => [s.phone, s]));
    return phones.map((phone) => lookup.get(phone)!);
  };
}
