/**
 * Where the phone filter works: the complete index answers its window, the filter the older
 * part once (kept for days), so a number looked at again costs no request and the card still
 * shows the whole history, with the first source that brought the person.
 */
import { describe, expect, it } from 'vitest';
import { OLDER_REFRESH_MS, olderCut } from '../../../lib/lookup/older-history';
import { readFilterFinding } from '../../../lib/lookup/phone-filter';
import { apiError } from './helpers/fake-tracker';
import { setUpBackground } from './helpers/services';

const PHONE = '79991234567';
const DAY = 86_400_000;

async function synced(phoneFilter: 'works' | 'ignored' = 'works') {
  // Three days after the boundary moved: it stays put for the next four days.
  let clock = olderCut(Date.now(), 90) + 87 * DAY;
  const background = await setUpBackground({ phoneFilter, now: () => clock });
  const { tracker } = background;
  // Two years of history: the first contact long before the index's 90 days.
  tracker.addCall(PHONE, { callId: 'first', startTime: clock - 400 * DAY, utmSource: 'facebook' });
  tracker.addCall(PHONE, { callId: 'edge', startTime: clock - 88 * DAY });
  tracker.addCall(PHONE, { callId: 'recent', startTime: clock - 2 * DAY });
  tracker.addLead(PHONE, { createdAt: clock - 200 * DAY });
  tracker.addCall('79990000000', { callId: 'other', startTime: clock - DAY });
  await background.services.sync.run();
  return {
    ...background,
    now: () => clock,
    advance: (ms: number) => (clock += ms),
    asked: (from: number) => tracker.state.requests.slice(from),
  };
}

describe('the whole history from the index and a kept older part', () => {
  it('asks the filter only for what is older than the index holds, and joins both', async () => {
    const { services, tracker, asked, now } = await synced();
    const before = tracker.state.requests.length;
    const detail = await services.lookup.detail(PHONE);
    const requests = asked(before);
    // Two counters, calls and leads: four filtered listings, each limited to the older part.
    expect(requests).toHaveLength(4);
    expect(
      requests.every((r) => /(callerPhone|phone)=\d+;(startTime|createdAt)</.test(r.filter!)),
    ).toBe(true);
    expect(detail.answer).toMatchObject({ kind: 'combined', since: olderCut(now(), 90) });
    expect(detail.via).toBe('index-and-server');
    expect(detail.calls.map((c) => c.callId).sort()).toEqual(['edge', 'first', 'recent']);
    expect(detail.leads).toHaveLength(1);
    expect(detail.firstSource?.source).toBe('facebook');
    expect(detail.windowDays).toBeUndefined();
  });

  it('answers a number looked at again with no request', async () => {
    const { services, tracker } = await synced();
    await services.lookup.detail(PHONE);
    const before = tracker.state.requests.length;
    const again = await services.lookup.detail(PHONE);
    expect(tracker.state.requests.length).toBe(before);
    expect(again.calls).toHaveLength(3);
    expect(again.answer.kind).toBe('combined');
  });

  it('takes the older part from a whole history asked before the index was complete', async () => {
    const { services, tracker } = await synced();
    await services.lookup.detail(PHONE, { refresh: true });
    const before = tracker.state.requests.length;
    const detail = await services.lookup.detail(PHONE);
    expect(tracker.state.requests.length).toBe(before);
    expect(detail.answer.kind).toBe('combined');
    expect(detail.calls.map((c) => c.callId).sort()).toEqual(['edge', 'first', 'recent']);
  });

  it('a list counts the whole history of a number looked at, and says so', async () => {
    const { services } = await synced();
    const [before] = await services.lookup.summaries([PHONE]);
    expect(before).toMatchObject({ callCount: 2, covers: { kind: 'index', windowDays: 90 } });
    await services.lookup.detail(PHONE);
    const [after] = await services.lookup.summaries([PHONE]);
    expect(after).toMatchObject({ callCount: 3, leadCount: 1, covers: { kind: 'service' } });
  });

  it('a day later answers at once from the kept part and re-reads it behind', async () => {
    const { services, tracker, advance } = await synced();
    const first = await services.lookup.detail(PHONE);
    advance(OLDER_REFRESH_MS + 60_000);
    const before = tracker.state.requests.length;
    const later = await services.lookup.detail(PHONE);
    expect(later.answer).toMatchObject({
      kind: 'combined',
      olderAt: (first.answer as { olderAt: number }).olderAt,
    });
    await expect
      .poll(() => tracker.state.requests.slice(before).filter((r) => r.filter?.includes('<')))
      .toHaveLength(4);
  });

  it('when the older part cannot be asked, says the service is unreachable, with the index', async () => {
    const { services, tracker } = await synced();
    for (const op of ['listCalls', 'listLeads'])
      tracker.state.failures.set(
        op,
        Array.from({ length: 8 }, () => apiError('network')),
      );
    const detail = await services.lookup.detail(PHONE);
    expect(detail.answer).toMatchObject({ kind: 'unreachable', reason: 'unreachable' });
    expect(detail.calls.map((c) => c.callId).sort()).toEqual(['edge', 'recent']);
  });

  it('a filter found ignored on the way falls back to the index, and says so', async () => {
    const { services, tracker, now } = await synced('ignored');
    // The ignored filter lists the other number's call too: found out, not shown.
    tracker.addCall('79990000000', { callId: 'old-other', startTime: Date.now() - 300 * DAY });
    const detail = await services.lookup.detail(PHONE);
    expect(detail.answer.kind).toBe('index');
    expect(detail.calls.map((c) => c.callId)).not.toContain('old-other');
    expect((await readFilterFinding('https://tracker.test', now())).calls).toBe('ignored');
  });

  it('asked to refresh, the filter answers the whole history live', async () => {
    const { services } = await synced();
    const detail = await services.lookup.detail(PHONE, { refresh: true });
    expect(detail.answer.kind).toBe('live');
    expect(detail.calls).toHaveLength(3);
  });

  it('the boundary stays for a week of lookups and always lies inside the index window', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    const cut = olderCut(now, 90);
    expect(cut).toBeGreaterThanOrEqual(now - 90 * DAY);
    expect(cut - (now - 90 * DAY)).toBeLessThanOrEqual(7 * DAY);
    for (let day = 0; day < 7; day++) {
      const later = now + day * DAY;
      expect(olderCut(later, 90)).toBeGreaterThanOrEqual(later - 90 * DAY);
    }
    expect(olderCut(now + 7 * DAY, 90)).toBe(cut + 7 * DAY);
    expect(olderCut(now, 2)).toBeGreaterThanOrEqual(now - 2 * DAY);
  });
});
