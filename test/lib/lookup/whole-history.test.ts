/**
 * Where the phone filter works: the filter answers a number's whole history once; from then on
 * the complete index answers its window and the kept older part the rest, so a number looked at
 * again costs no request and the card still shows the first source that brought the person.
 */
import { describe, expect, it } from 'vitest';
import { OLDER_REFRESH_MS, olderCut } from '../../../lib/lookup/answer/older-history';
import { setUpBackground } from './helpers/services';

const PHONE = '79991234567';
const DAY = 86_400_000;

async function synced() {
  // Three days after the boundary moved: it stays put for the next four days.
  let clock = olderCut(Date.now(), 90) + 87 * DAY;
  const background = await setUpBackground({ phoneFilter: 'works', now: () => clock });
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
  it('asks the filter for the whole history once, then joins the index and the kept older part', async () => {
    const { services, tracker, asked, now } = await synced();
    const before = tracker.state.requests.length;
    const first = await services.lookup.detail(PHONE);
    // Two counters, calls and leads: four filtered listings, the whole history, live.
    expect(asked(before)).toHaveLength(4);
    expect(first.answer.kind).toBe('live');
    const again = await services.lookup.detail(PHONE);
    expect(asked(before)).toHaveLength(4);
    expect(again.answer).toMatchObject({ kind: 'combined', since: olderCut(now(), 90) });
    expect(again.via).toBe('index-and-server');
    expect(again.calls.map((c) => c.callId).sort()).toEqual(['edge', 'first', 'recent']);
    expect(again.leads).toHaveLength(1);
    expect(again.firstSource?.source).toBe('facebook');
    expect(again.windowDays).toBeUndefined();
  });

  it('ten minutes later only the index catches up, by date: the phone filter is not asked', async () => {
    const { services, tracker, advance } = await synced();
    await services.lookup.detail(PHONE);
    await services.lookup.detail(PHONE);
    advance(10 * 60_000);
    const before = tracker.state.requests.length;
    const later = await services.lookup.detail(PHONE);
    // Only the index's catch-up (date listings), no phone filter.
    const requests = tracker.state.requests.slice(before);
    expect(requests.every((r) => /^(startTime|createdAt)>/.test(r.filter ?? ''))).toBe(true);
    expect(later.answer.kind).toBe('combined');
    expect(later.calls).toHaveLength(3);
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
    await services.lookup.detail(PHONE);
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
