/**
 * A hover while a first sync waits out a pause for the key's limit (a team on one key): the
 * index answers what it holds so far, said as still being filled, and the tracker is asked
 * nothing, even where its phone filter works. Before, a paused pass did not count as running
 * and the hover asked the filter (two requests a counter) behind the key's limit.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { RateLimitedError } from '../../../lib/api/errors';
import { createRequestGate } from '../../../lib/api/request-queue';
import { openKeyStore } from '../../../lib/background/key-store';
import { createServices } from '../../../lib/background/services';
import { keyStatusItem, settingsItem } from '../../../lib/storage/items';
import { apiError, createFakeTracker } from './helpers/fake-tracker';

const PHONE = '79991234567';

describe('a hover during a paused first sync', () => {
  it('answers from the filling index and asks the tracker nothing', async () => {
    fakeBrowser.reset();
    globalThis.indexedDB = new IDBFactory();
    const tracker = createFakeTracker({ phoneFilter: 'works' });
    tracker.addCall(PHONE, { callId: 'today', startTime: Date.now() - 60_000 });
    await openKeyStore().write('secret-key');
    await keyStatusItem.setValue({ state: 'valid', counters: 2, checkedAt: 1 });
    await settingsItem.setValue({ baseUrl: 'https://tracker.test' });
    const scheduler = createRequestGate();
    const services = createServices({
      makeSource: () => tracker.source,
      scheduler,
      scheduleOutboxWake: vi.fn(),
    });
    // The key met its limit: the scheduler saw a 429 (its pause is a second).
    await scheduler
      .run('background', () =>
        Promise.reject(new RateLimitedError('Too many requests', { url: 'u', retryAfterMs: 1 })),
      )
      .catch(() => undefined);

    // The first sync stores its first pages, then is refused for the key's limit and pauses.
    let listings = 0;
    tracker.state.gate = async (op) => {
      if ((op === 'listCalls' || op === 'listLeads') && ++listings === 3)
        throw Object.assign(apiError('rate_limited', 'Too many requests'), {
          retryAfterMs: 600_000,
        });
    };
    await services.sync.run();
    expect(await services.indexStatus()).toMatchObject({ state: 'syncing' });
    expect(services.sync.isRunning()).toBe(false);

    const asked = tracker.state.requests.length;
    const detail = await services.lookup.detail(PHONE);
    expect(detail.answer.kind).toBe('syncing');
    expect(detail.calls.map((c) => c.callId)).toEqual(['today']);
    expect(tracker.state.requests.length).toBe(asked);
    await services.sync.reset();
  });
});
