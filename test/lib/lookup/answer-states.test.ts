/**
 * The lookup engine's answer state: what every view says about where an answer came from and
 * how old it is. "Not found" is only claimable from a source that could know.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from './helpers/fake-tracker';
import { setUpBackground } from './helpers/services';

const PHONE = '79991234567';

const failAll = (tracker: { state: { failures: Map<string, Error[]> } }, kind: string) => {
  for (const op of ['listCalls', 'listLeads']) {
    tracker.state.failures.set(
      op,
      Array.from({ length: 20 }, () => apiError(kind)),
    );
  }
};

describe('answer states', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('live: the phone filter answered for every site', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    tracker.addCall(PHONE);
    const detail = await services.lookup.detail(PHONE);
    expect(detail.answer).toMatchObject({ kind: 'live' });
  });

  it('index: the filter is refused, the synced index answers with its sync time', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'refused' });
    tracker.addCall(PHONE);
    const detail = await services.lookup.detail(PHONE);
    expect(detail.answer).toMatchObject({ kind: 'index', windowDays: 90 });
    expect(detail.answer.kind === 'index' && detail.answer.asOf).toBe(
      await services.sync.lastSyncAt(),
    );
  });

  it('unreachable: the service fails, the index answers without waiting for a sync', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    tracker.addCall(PHONE);
    await services.sync.run();
    const syncedAt = await services.sync.lastSyncAt();
    failAll(tracker, 'network');
    // Asked for the whole history: the service's phone filter, which fails.
    const detail = await services.lookup.detail(PHONE, { refresh: true });
    expect(detail.answer).toEqual({
      kind: 'unreachable',
      reason: 'unreachable',
      windowDays: 90,
      asOf: syncedAt,
    });
    expect(detail.calls).toHaveLength(1);
  });

  it('unreachable and never synced: no sync is awaited, nothing is claimed', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    tracker.addCall(PHONE);
    failAll(tracker, 'timeout');
    const detail = await services.lookup.detail(PHONE);
    // Requests that time out: the service is slow, not said to be unreachable.
    expect(detail.answer).toEqual({ kind: 'unreachable', reason: 'slow', windowDays: 90 });
    expect(detail.calls).toEqual([]);
    expect(tracker.state.requests.some((r) => r.filter?.startsWith('startTime>'))).toBe(false);
  });

  it('offline: the browser says so and the service is not asked', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    await services.counters.all();
    vi.stubGlobal('navigator', { onLine: false });
    const before = tracker.count();
    const detail = await services.lookup.detail(PHONE);
    expect(detail.answer).toMatchObject({ kind: 'unreachable', reason: 'offline' });
    expect(tracker.count()).toBe(before);
  });

  it('stale: a refresh the service does not answer keeps the earlier answer, said to be old', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    tracker.addCall(PHONE);
    const first = await services.lookup.detail(PHONE);
    failAll(tracker, 'network');
    const refreshed = await services.lookup.detail(PHONE, { refresh: true });
    expect(refreshed.answer).toEqual({ kind: 'stale', at: first.fetchedAt, reason: 'unreachable' });
    expect(refreshed.calls).toHaveLength(1);
  });

  it('partial: one site fails, the others answer, the failed one is named', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    tracker.addCall(PHONE, { counterId: '101' });
    tracker.addCall(PHONE, { counterId: '202' });
    await services.sync.run();
    const list = tracker.source.listCalls;
    tracker.source.listCalls = async (query) => {
      if (query.counterId === '202' && query.filter?.includes('=')) throw apiError('server');
      return list(query);
    };
    const detail = await services.lookup.detail(PHONE, { refresh: true });
    expect(detail.answer).toMatchObject({ kind: 'partial', failedCounters: ['b2b.example'] });
    // The failed site's calls come from the index.
    expect(detail.calls.map((c) => c.counterId).sort()).toEqual(['101', '202']);
  });

  it('syncing: the filter is refused and the first sync has not finished', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'refused' });
    tracker.addCall(PHONE);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    tracker.state.gate = async (op) => {
      if (op === 'listCalls' || op === 'listLeads') {
        const last = tracker.state.requests[tracker.state.requests.length - 1];
        if (last?.filter?.startsWith('startTime>') || last?.filter?.startsWith('createdAt>'))
          await held;
      }
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const pending = services.lookup.detail(PHONE);
    await vi.waitFor(() => expect(services.sync.isRunning()).toBe(true));
    await vi.advanceTimersByTimeAsync(9_000);
    const detail = await pending;
    vi.useRealTimers();
    expect(detail.answer).toEqual({ kind: 'syncing', windowDays: 90 });
    release();
    // Let the sync end before the next case's storage.
    await vi.waitFor(() => expect(services.sync.isRunning()).toBe(false));
  });

  it('refused: a key the service refuses is an error, not an empty answer', async () => {
    const { services, tracker } = await setUpBackground({ phoneFilter: 'works' });
    await services.counters.all();
    failAll(tracker, 'auth');
    await expect(services.lookup.detail(PHONE)).rejects.toMatchObject({ kind: 'auth' });
  });
});
