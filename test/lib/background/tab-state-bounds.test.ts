/**
 * storage.session is shared by every tab and has a fixed quota: a tab's record stays bounded
 * however many frames come and go, frames that are gone are dropped, and at the quota the
 * tab's numbers are still kept.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  createTabState,
  MAX_FRAMES_PER_TAB,
  MAX_PHONES_PER_TAB,
  PRUNE_EVERY_MS,
} from '../../../lib/background/tab-state';

/** Chrome's storage.session.QUOTA_BYTES. */
const QUOTA_BYTES = 10 * 1024 * 1024;

const numbersOf = (frame: number, count = 5000) =>
  Array.from(
    { length: count },
    (_, i) => `7${String(frame).padStart(4, '0')}${String(i).padStart(6, '0')}`,
  );

async function sessionBytes(): Promise<number> {
  const all = await fakeBrowser.storage.session.get(null);
  return Object.entries(all).reduce((sum, [k, v]) => sum + k.length + JSON.stringify(v).length, 0);
}

const frameIds = async (tabId: number) =>
  Object.keys(
    ((await fakeBrowser.storage.session.get(`detectedFrames:${tabId}`))[
      `detectedFrames:${tabId}`
    ] ?? {}) as object,
  );

beforeEach(() => fakeBrowser.reset());

describe('a tab whose page keeps adding and removing frames of 5,000 numbers', () => {
  it('keeps a bounded record: gone frames dropped, numbers and frames capped', async () => {
    let live = new Set<number>([0]);
    let clock = 0;
    const tabs = createTabState({
      isFrameAlive: async (_tab, frameId) => live.has(frameId),
      now: () => (clock += PRUNE_EVERY_MS),
    });
    await tabs.report(7, 0, numbersOf(0, 10));
    let largest = 0;
    for (let frame = 1; frame <= 60; frame += 1) {
      live = new Set([0, frame]); // the previous frame was removed from the page
      await tabs.report(7, frame, numbersOf(frame));
      largest = Math.max(largest, await sessionBytes());
    }
    expect(await frameIds(7)).toEqual(['0', '60']);
    const phones = await tabs.get(7);
    expect(phones).toHaveLength(MAX_PHONES_PER_TAB);
    expect(phones.slice(0, 10)).toEqual(numbersOf(0, 10));
    // Two lists of at most 5,000 numbers of at most 15 digits: about 170 kB, whatever came.
    expect(largest).toBeLessThan(2 * MAX_PHONES_PER_TAB * 18);
  });

  it('caps frames and numbers even when every frame still answers', async () => {
    const tabs = createTabState({ isFrameAlive: async () => true, now: () => 0 });
    for (let frame = 0; frame < 100; frame += 1) await tabs.report(7, frame, numbersOf(frame, 300));
    const ids = await frameIds(7);
    expect(ids.length).toBeLessThanOrEqual(MAX_FRAMES_PER_TAB);
    // The top frame and the newest frames are kept.
    expect(ids).toContain('0');
    expect(ids).toContain('99');
    expect(ids).not.toContain('1');
    expect(await tabs.get(7)).toHaveLength(MAX_PHONES_PER_TAB);
  });

  it('drops a frame that reports no numbers', async () => {
    const tabs = createTabState({ isFrameAlive: async () => true, now: () => 0 });
    await tabs.report(7, 0, ['79991111111']);
    await tabs.report(7, 3, ['79992222222']);
    await tabs.report(7, 3, []);
    expect(await frameIds(7)).toEqual(['0']);
    expect(await tabs.get(7)).toEqual(['79991111111']);
  });
});

describe('at the quota of storage.session', () => {
  it("keeps the tab's numbers when the whole record no longer fits", async () => {
    const session = fakeBrowser.storage.session;
    const set = session.set.bind(session);
    // The quota, as Chrome enforces it: a write that would pass it is refused whole.
    vi.spyOn(session, 'set').mockImplementation(async (items) => {
      const current = await session.get(null);
      const next = { ...current, ...(items as object) };
      const bytes = Object.entries(next).reduce(
        (sum, [k, v]) => sum + k.length + JSON.stringify(v).length,
        0,
      );
      if (bytes > QUOTA_BYTES) throw new Error('Session storage quota bytes exceeded.');
      return set(items);
    });
    // Other tabs and data have nearly filled it.
    await set({ filler: 'x'.repeat(QUOTA_BYTES - 100_000) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tabs = createTabState({ isFrameAlive: async () => true, now: () => 0 });

    const phones = await tabs.report(7, 0, numbersOf(0));

    expect(phones).toHaveLength(MAX_PHONES_PER_TAB);
    expect(await tabs.get(7)).toEqual(phones);
    expect(await frameIds(7)).toEqual([]);
    expect(await sessionBytes()).toBeLessThanOrEqual(QUOTA_BYTES);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('storage.session'),
      expect.anything(),
    );
    warn.mockRestore();
  });
});
