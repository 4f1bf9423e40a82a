import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRecentModel,
  groupByCaller,
  sinceOf,
} from '../../../../lib/state/popup/recent-model';
import type { RecentCall, RecentCalls } from '../../../../lib/types/recent-calls';
import { fakeAsk, ok } from '../fake-ask';

const call = (
  phone: string,
  callId: string,
  startTime: number,
  answered: boolean,
  source?: string,
): RecentCall => ({
  phone,
  callId,
  startTime,
  answered,
  counterId: '1',
  counterName: 'site.test',
  durationSec: answered ? 60 : 0,
  status: answered ? 'success' : 'failed',
  tags: [],
  ...(source ? { source, medium: 'cpc' } : {}),
});

const answer = (calls: RecentCall[], extra: Partial<RecentCalls> = {}): RecentCalls => ({
  calls,
  since: 0,
  truncated: false,
  asOf: 1_000,
  nextPassAt: 61_000,
  onPage: [],
  callback: { tag: 'called-back', outcomes: ['interested'], open: [], closed: [], on: false },
  ...extra,
});

describe('Recent calls model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('groups calls by caller, newest caller first, counting missed ones and the last source', () => {
    const groups = groupByCaller(
      answer(
        [
          call('79160000001', 'a', 500, false),
          call('79160000002', 'b', 400, true, 'google'),
          call('79160000001', 'c', 300, true, 'yandex'),
          call('79160000001', 'd', 200, false, 'vk'),
        ],
        { onPage: ['79160000002'] },
      ),
    );
    expect(
      groups.map((g) => [g.phone, g.calls.length, g.missed, g.onPage, g.withSource?.callId]),
    ).toEqual([
      ['79160000001', 3, 2, false, 'c'],
      ['79160000002', 1, 0, true, 'b'],
    ]);
  });

  it('starts today, yesterday or six days back at local midnight', () => {
    const now = new Date(2026, 10, 25, 15, 30).getTime();
    expect(sinceOf('today', now)).toBe(new Date(2026, 10, 25).getTime());
    expect(sinceOf('twoDays', now)).toBe(new Date(2026, 10, 24).getTime());
    expect(sinceOf('week', now)).toBe(new Date(2026, 10, 19).getTime());
  });

  it('asks again when the background says the next pass may run, and stops when hidden', async () => {
    let now = 1_000;
    const { ask, sent } = fakeAsk({
      'recent.calls': () => ok(answer([], { nextPassAt: now + 60_000 })),
    });
    const model = createRecentModel({ ask, tabId: () => 7, now: () => now });
    model.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent('recent.calls')).toEqual([
      { type: 'recent.calls', since: sinceOf('twoDays', 1_000), tabId: 7 },
    ]);
    now += 59_000;
    await vi.advanceTimersByTimeAsync(59_000);
    expect(sent('recent.calls')).toHaveLength(1);
    now += 1_000;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent('recent.calls')).toHaveLength(2);
    model.hide();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(sent('recent.calls')).toHaveLength(2);
  });

  it('builds the CRM search from the preset of the open CRM tab', async () => {
    const { ask } = fakeAsk({
      'recent.calls': () =>
        ok(
          answer([], {
            crm: { presetId: 'amocrm', name: 'amoCRM', pageUrl: 'https://acme.amocrm.ru/leads/' },
          }),
        ),
    });
    const model = createRecentModel({ ask, tabId: () => undefined });
    model.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(model.searchUrl('79161234567')).toBe(
      'https://acme.amocrm.ru/contacts/list/?term=%2B79161234567',
    );
    model.dispose();
  });
});
