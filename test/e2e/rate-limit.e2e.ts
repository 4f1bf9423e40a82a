/**
 * The built demo extension in Chromium on a key limited to 2 requests a second: a number
 * searched in the popup is answered while the first index sync runs, the sync completes
 * rather than failing, and with the index synced a search sends no request at all (on a
 * tracker that cannot filter by phone, where the index is the only source).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PHONES } from '../../emulator/index.ts';
import type { IndexStatus } from '../../lib/types/phone-data.ts';
import { waitFor } from './harness/wait.ts';
import { useChromium } from './harness/chromium-session.ts';
import { scaled } from './harness/machine-speed.ts';

const PHONE = DEMO_PHONES.manyCallsAndLeads;

describe('lookups under a rate-limited key, in Chromium', () => {
  // Enough rows for several pages per counter: the first sync takes a while at 2 req/s.
  // A tracker that refuses the phone filter: there the local index is the only source, and
  // with it synced a lookup asks nothing (where the filter works, it reads the whole history).
  const { chromium, emulator, send } = useChromium({
    emulator: { calls: 12_000, leads: 2_000, rateLimit: 2, strictFilter: true },
    fixtures: false,
    tracker: false,
  });

  const searchInPopup = async (phone: string) => {
    const page = await chromium().openExtensionPage('popup.html', {
      viewport: { width: 400, height: 600 },
    });
    await page.waitForSelector('body[data-ready-ms]');
    await page.getByRole('searchbox').fill(phone);
    await page.getByRole('searchbox').press('Enter');
    await page
      .locator('.tl-h-answer')
      .or(page.getByText('Can’t tell yet'))
      .first()
      .waitFor({ timeout: scaled(30_000) });
    return page;
  };

  beforeAll(async () => {
    // A new address starts the first index sync.
    await send({ type: 'settings.update', patch: { baseUrl: emulator().baseUrl } });
  });

  it('answers a search while the sync runs, completes the sync, then answers with no request', async () => {
    await waitFor(
      async () => (await send<IndexStatus>({ type: 'index.status' })).state === 'syncing',
      'the first index sync to start',
    );
    // Answered, not failed: its calls (the phone filter, or the part of the index filled so
    // far while the key is at its limit), never "no calls" before the index could know.
    const during = await searchInPopup(PHONE);
    expect(await during.getByRole('alert').count()).toBe(0);
    const duringText = await during.locator('body').innerText();
    expect(duringText).not.toContain('No calls or leads for this number');
    expect(
      (await during.locator('.tl-h-call').count()) > 0 ||
        /still being filled|Can’t tell yet/i.test(duringText),
    ).toBe(true);
    expect((await send<IndexStatus>({ type: 'index.status' })).state).toBe('syncing');
    await during.close();

    await waitFor(
      async () => (await send<IndexStatus>({ type: 'index.status' })).state !== 'syncing',
      'the first index sync to end',
      { timeoutMs: 120_000 },
    );
    const status = await send<IndexStatus>({ type: 'index.status' });
    expect(status.state).toBe('idle');
    expect(status.lastError).toBeUndefined();
    // The key's limit was met on the way, and waited out rather than failed.
    expect(emulator().requests.some((r) => r.status === 429)).toBe(true);

    // Calls and leads of a number: the popup also reads its orders, which no index holds.
    const lookups = () =>
      emulator().requests.filter((r) => /\/v2\/(call|leads)\/list/.test(r.path)).length;
    const listings = () =>
      emulator().requests.filter((r) => /\/v2\/(call|leads)\/list/.test(r.path));
    const counters = emulator().store.counters.length;
    // A first search after the sync may still try the phone filter (refused, and remembered).
    await (await searchInPopup(DEMO_PHONES.international)).close();
    // The index is complete up to the start of the pass, which took a while at this rate: the
    // next search may catch up on what was listed since, one date listing per counter and
    // resource, never through the phone filter.
    const before = lookups();
    const first = await searchInPopup(DEMO_PHONES.callsOnly);
    await first.locator('.tl-h-call').first().waitFor();
    await expect(first.locator('body').textContent()).resolves.toMatch(/local data/i);
    const caughtUp = listings().slice(before);
    expect(caughtUp.length).toBeLessThanOrEqual(2 * counters);
    expect(caughtUp.map((r) => String(r.query['filter']).split('>')[0])).toEqual(
      caughtUp.map((r) => (r.path.includes('leads') ? 'createdAt' : 'startTime')),
    );
    await first.close();
    // With the index current, another number costs no request at all.
    const settled = lookups();
    const after = await searchInPopup(DEMO_PHONES.manyCallsAndLeads);
    await after.locator('.tl-h-call').first().waitFor();
    await expect(after.locator('body').textContent()).resolves.toMatch(/local data/i);
    expect(lookups()).toBe(settled);
    await after.close();
  });
});
