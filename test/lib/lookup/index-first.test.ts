/**
 * One number from a complete index, where the tracker cannot filter by phone: no request while
 * it is fresh, one per counter and resource (listed by date, shared by every number) when it is
 * not. Where the filter works, the index answers its window and the filter the older part
 * (whole-history.test.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { RateLimitedError } from '../../../lib/api/errors';
import { recordFilterFinding } from '../../../lib/lookup/phone-filter';
import { indexSyncItem } from '../../../lib/storage/items';
import { apiError } from './helpers/fake-tracker';
import { setUpBackground } from './helpers/services';

const PHONE = '79991234567';
const OTHER = '79990000000';
const MINUTE = 60_000;

async function synced() {
  let clock = Date.now();
  const background = await setUpBackground({ phoneFilter: 'refused', now: () => clock });
  // Found refused by an earlier lookup: from now on the index is the only source.
  for (const resource of ['calls', 'leads'] as const)
    await recordFilterFinding('https://tracker.test', resource, 'refused', clock);
  background.tracker.addCall(PHONE);
  background.tracker.addLead(PHONE);
  await background.services.sync.run();
  const { syncedUntil } = await indexSyncItem.getValue();
  return {
    ...background,
    coveredTo: Math.min(...Object.values(syncedUntil)),
    now: () => clock,
    advance: (ms: number) => (clock += ms),
  };
}

describe('lookups from a complete index', () => {
  it('costs no request while the index is fresh, and says it is the index and as of when', async () => {
    const { services, tracker, coveredTo } = await synced();
    const before = tracker.count();
    const detail = await services.lookup.detail(PHONE);
    expect(tracker.count()).toBe(before);
    expect(detail.answer).toEqual({ kind: 'index', asOf: coveredTo, windowDays: 90 });
    expect(detail.calls).toHaveLength(1);
    expect(detail.leads).toHaveLength(1);
  });

  it('asks only for what was listed since, once per counter and resource, for every number', async () => {
    const { services, tracker, advance, now } = await synced();
    advance(10 * MINUTE);
    tracker.addCall(PHONE, { startTime: now() - MINUTE, callId: 'new-call' });
    const before = tracker.state.requests.length;
    const detail = await services.lookup.detail(PHONE);
    const asked = tracker.state.requests.slice(before);
    // Two counters, calls and leads: four date listings, no phone filter.
    expect(asked).toHaveLength(4);
    expect(asked.every((r) => /^(startTime|createdAt)>/.test(r.filter ?? ''))).toBe(true);
    expect(detail.calls.map((c) => c.callId)).toContain('new-call');
    expect(detail.answer).toEqual({ kind: 'index', asOf: now(), windowDays: 90 });
    // Another number right after: the index is current, nothing is asked.
    await services.lookup.detail(OTHER);
    expect(tracker.state.requests.length).toBe(before + 4);
  });

  it('says the service is unreachable, and how old the index is, when the catch-up fails', async () => {
    const { services, tracker, advance, coveredTo } = await synced();
    advance(10 * MINUTE);
    tracker.state.failures.set('listCalls', [apiError('network'), apiError('network')]);
    const detail = await services.lookup.detail(PHONE);
    expect(detail.answer).toEqual({
      kind: 'unreachable',
      reason: 'unreachable',
      windowDays: 90,
      asOf: coveredTo,
    });
    expect(detail.calls).toHaveLength(1);
  });

  it('answers from the index as of its last sync when the key is over its rate', async () => {
    const { services, tracker, advance, coveredTo } = await synced();
    advance(10 * MINUTE);
    tracker.state.failures.set('listLeads', [apiError('rate_limited'), apiError('rate_limited')]);
    const detail = await services.lookup.detail(PHONE);
    expect(detail.answer).toEqual({ kind: 'index', asOf: coveredTo, windowDays: 90 });
  });

  it('a refused key is still an error, not an answer', async () => {
    const { services, tracker, advance } = await synced();
    advance(10 * MINUTE);
    tracker.state.failures.set('listCalls', [apiError('auth'), apiError('auth')]);
    await expect(services.lookup.detail(PHONE)).rejects.toMatchObject({ kind: 'auth' });
  });

  it('after a failed sync, asks the service even with a fresh index, and says what is wrong', async () => {
    const { services, tracker } = await synced();
    tracker.state.failures.set(
      'listCalls',
      Array.from({ length: 10 }, () => apiError('auth')),
    );
    await services.sync.run().catch(() => undefined);
    await expect(services.lookup.detail(PHONE)).rejects.toMatchObject({ kind: 'auth' });
    // The service answers again: once brought up, the index answers alone.
    tracker.state.failures.clear();
    await services.lookup.detail(PHONE);
    const before = tracker.count();
    expect((await services.lookup.detail(OTHER)).answer.kind).toBe('index');
    expect(tracker.count()).toBe(before);
  });

  it('while the first sync runs and the key is at its limit, answers from the index so far', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    tracker.addCall(PHONE);
    // The scheduler met a 429 a moment ago.
    await services.scheduler
      .run('background', () => Promise.reject(new RateLimitedError('429', { retryAfterMs: 1 })))
      .catch(() => undefined);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    tracker.state.gate = async (op) => {
      if (op === 'listCalls' || op === 'listLeads') await held;
    };
    const sync = services.sync.run();
    await vi.waitFor(() => expect(services.sync.isRunning()).toBe(true));
    const before = tracker.state.requests.length;
    const detail = await services.lookup.detail(PHONE);
    expect(detail.answer).toEqual({ kind: 'syncing', windowDays: 90 });
    expect(tracker.state.requests.slice(before).some((r) => r.filter?.includes('='))).toBe(false);
    release();
    await sync;
  });
});
