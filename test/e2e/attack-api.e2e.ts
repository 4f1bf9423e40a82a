/**
 * Attacks from a hostile or broken tracker, in Chromium with the demo build: a redirect that
 * would carry the key elsewhere (row 1 of the hardening table), a huge answer (row 5), a
 * slow-drip answer (row 6), 60 tag writes to a slow service (row 9), and spreadsheet formulas
 * planted in tracker values (row 10, CSV downloads). The tracker is a
 * loopback proxy in front of the emulator that misbehaves on the requests a test picks.
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Result } from '../../lib/types/result.ts';
import type { IndexStatus, PhoneDetail } from '../../lib/types/phone-data.ts';
import { launchChromiumWithExtension, type ChromiumWithExtension } from './harness/chromium.ts';
import { useEmulator } from './harness/emulator.ts';
import {
  drip,
  startCollector,
  startHostileApi,
  type HostileApi,
  type LoopbackServer,
} from './harness/hostile-api.ts';
import { extensionMessages } from './harness/extension-messages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { askUntilSettled, updatingOf } from './harness/settled-answer.ts';
import { waitFor } from './harness/wait.ts';

interface ChromeGlobal {
  chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
}
interface AlarmsGlobal {
  chrome: {
    alarms: {
      get(name: string): Promise<unknown>;
      create(name: string, info: { delayInMinutes: number }): Promise<void>;
    };
  };
}

const DEMO_KEY = 'demo-key';

describe('attacks from the tracker side, in Chromium', () => {
  const emulator = useEmulator({ calls: 1500, leads: 400 });
  let chromium: ChromiumWithExtension;
  let page: Page;
  let hostile: HostileApi;
  let collector: LoopbackServer;

  const send = <T>(message: unknown): Promise<Result<T>> =>
    page.evaluate(
      (m) => (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage(m),
      message,
    ) as Promise<Result<T>>;
  async function data<T>(message: unknown): Promise<T> {
    const answer = await send<T>(message);
    if (!answer.ok) throw new Error(`${JSON.stringify(message)}: ${JSON.stringify(answer.error)}`);
    return answer.data;
  }

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.chromeDemo);
    hostile = await startHostileApi(emulator().baseUrl);
    collector = await startCollector();
    chromium = await launchChromiumWithExtension({ extensionDir: BUILD_DIRS.chromeDemo });
    page = await chromium.openExtensionPage('options.html');
    await waitFor(
      async () => (await data<{ configured: boolean }>({ type: 'setup.status' })).configured,
      'the demo preset',
    );
    await data({ type: 'settings.update', patch: { baseUrl: hostile.baseUrl } });
    await waitFor(
      async () =>
        (await data<{ key: { state: string } }>({ type: 'setup.status' })).key.state === 'valid',
      'the key checked through the proxy',
    );
    await data({ type: 'index.sync' });
    await waitFor(
      async () => (await data<IndexStatus>({ type: 'index.status' })).lastSyncAt !== undefined,
      'the first index sync',
      { timeoutMs: 60_000 },
    );
  });

  afterEach(async () => {
    hostile.attack = undefined;
    hostile.hold = undefined;
    // Whatever an attack left in the counters cache, the next test starts from the real list.
    await send({ type: 'counters.list', refresh: true });
  });

  afterAll(async () => {
    await chromium?.close();
    await hostile?.close();
    await collector?.close();
  });

  const redirectTo = (pathPart: string) => {
    hostile.attack = (request, response) => {
      if (!request.url?.includes(pathPart)) return false;
      response.writeHead(302, { location: `${collector.baseUrl}${request.url}` });
      response.end();
      return true;
    };
  };

  it('row 1: never follows a redirect with the key, for the key check and for CSV downloads', async () => {
    redirectTo('/api/me');
    const counters = await send({ type: 'counters.list', refresh: true });
    expect(counters).toMatchObject({ ok: false, error: { kind: 'redirect' } });

    hostile.attack = undefined;
    const phone = emulator().store.demoPhones.manyCallsAndLeads;
    await data<PhoneDetail>({ type: 'lookup.detail', phone, refresh: true });
    redirectTo('/csv');
    const csv = await send({ type: 'export.csv', phone });
    expect(csv).toMatchObject({ ok: false, error: { kind: 'redirect' } });

    hostile.attack = undefined;
    // Nothing reached the other origin; every request the proxy saw went to the service address.
    expect(collector.seen).toEqual([]);
    expect(JSON.stringify(counters)).not.toContain(DEMO_KEY);
  });

  it('row 10: formulas planted in tracker values come out inert in every CSV download', async () => {
    // UTM values come from site visitors: a formula with a line break after it, or after blanks.
    const hostileCells = [
      '=HYPERLINK(""http://evil.example/"",""x"")\n',
      '  =1+1',
      '\t@SUM(A1)',
      '-2+3\r\nmore',
      '+cmd|\u2028x',
    ];
    const quoted = (cell: string) => `"${cell}"`;
    hostile.attack = (request, response) => {
      const path = request.url ?? '';
      let body: string | undefined;
      if (path.startsWith('/v2/call/list/csv'))
        body = [
          'callId;startTime;utmSource;utmCampaign;utmTerm;utmContent;utmMedium',
          `evil-1;2026-11-20T10:00:00+0300;${hostileCells.map(quoted).join(';')}`,
        ].join('\r\n');
      else if (path.startsWith('/api/me/csv'))
        body = [
          'project_name;project_display_name;counter_id;url',
          `shop;${quoted(hostileCells[0]!)};101;https://shop.example`,
        ].join('\r\n');
      if (body === undefined) return false;
      response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
      response.end(body);
      return true;
    };
    const counterId = (await data<{ counterId: string }[]>({ type: 'counters.list' }))[0]!
      .counterId;
    const part = await data<{ text: string }>({
      type: 'csv.part',
      resource: 'calls',
      counterId,
      from: Date.now() - 30 * 86_400_000,
      to: Date.now(),
      page: 1,
      itemsPerPage: 100,
    });
    const counters = await data<{ text: string }>({ type: 'csv.counters' });
    const cells = (text: string) => {
      // Cells as a spreadsheet splits them: quoted fields may hold ";" and line breaks.
      const found: string[] = [];
      for (const match of text.matchAll(/"((?:[^"]|"")*)"|([^;\r\n]+)/g))
        found.push((match[1] ?? match[2] ?? '').replaceAll('""', '"'));
      return found;
    };
    const written = [...cells(part.text), ...cells(counters.text)].filter((cell) =>
      hostileCells.some((planted) => cell.includes(planted.replaceAll('""', '"').trim())),
    );
    expect(written.length).toBeGreaterThanOrEqual(hostileCells.length + 1);
    for (const cell of written) expect(cell.trimStart().charAt(0)).toBe("'");
  });

  it('row 5: a page of 100,000 records is a clear error, not a stack overflow', async () => {
    const phone = emulator().store.demoPhones.callsOnly;
    hostile.attack = (request, response) => {
      if (
        !request.url?.includes('/v2/call/list') ||
        !decodeURIComponent(request.url).includes(`callerPhone=${phone}`)
      ) {
        return false;
      }
      const row = { callId: 'x', startTime: '2024-05-01 10:00:00', callerPhone: phone };
      const rows = Array.from({ length: 100_000 }, (_, i) => ({ ...row, callId: `x${i}` }));
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ result: rows, totalResults: rows.length }));
      return true;
    };
    // The index holds the number: a local answer may come first, said to be updating; the
    // answer that replaces it is the failure.
    const answers = await askUntilSettled(send, phone, { refresh: true });
    hostile.attack = undefined;
    for (const provisional of answers.slice(0, -1)) {
      expect(provisional.ok && updatingOf(provisional.data)).toBeTruthy();
    }
    const answer = answers.at(-1)!;
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid_response' } });
    expect(JSON.stringify(answer)).toMatch(/100000 rows on one page|larger than/);
    expect(JSON.stringify(answer)).not.toMatch(/call stack/i);
  });

  it('row 6: a slow-drip answer ends within one deadline, retries included, and says so', async () => {
    const phone = emulator().store.demoPhones.manyCallsAndLeads;
    const filtered = (url: string) =>
      url.includes('/v2/call/list') && decodeURIComponent(url).includes(`callerPhone=${phone}`);
    hostile.attack = (request, response) => {
      if (!filtered(request.url ?? '')) return false;
      drip(response);
      return true;
    };
    const before = hostile.seen.length;
    const answers = await askUntilSettled(send, phone, { refresh: true });
    hostile.attack = undefined;
    // Meanwhile the index answers, said to be updating, and said to be slow once the requests
    // took longer than a request should.
    const provisional = answers.slice(0, -1).map((a) => (a.ok ? updatingOf(a.data) : undefined));
    expect(provisional.length).toBeGreaterThan(0);
    expect(provisional.every((updating) => updating !== undefined)).toBe(true);
    expect(provisional.at(-1)).toEqual({ slow: true });
    // Then said as what it is: the service was too slow to answer (the earlier answer kept, or
    // the index's), never an error, never "unreachable" and never a live answer.
    const answer = answers.at(-1)!;
    expect(answer.ok).toBe(true);
    expect(answer.ok && ['stale', 'unreachable'].includes(answer.data.answer.kind)).toBe(true);
    expect(answer.ok && answer.data.answer).toMatchObject({ reason: 'slow' });
    // One 20 s deadline: the first attempt and at most one shortened retry (before: six
    // attempts of 15 s each, with back-off between them, about 100 s).
    const attempts = hostile.seen.slice(before).filter((r) => filtered(r.url));
    const perCounter = new Map<string, number>();
    for (const { url } of attempts) {
      const counter = new URL(url, hostile.baseUrl).searchParams.get('counter') ?? '';
      perCounter.set(counter, (perCounter.get(counter) ?? 0) + 1);
    }
    expect(perCounter.size).toBeGreaterThanOrEqual(1);
    for (const count of perCounter.values()) expect(count).toBeLessThanOrEqual(2);
  });

  it('row 9: 60 tag writes to a slow service go out in 2 requests, not 60', async () => {
    const { store } = emulator();
    const counterId = store.demoCounterId;
    const calls = store.counterData(counterId)!.calls.slice(0, 60);
    const tag = `bulk-${Date.now().toString(36)}`;
    // The service holds every tag write until all 60 are queued, as a slow one would.
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    hostile.hold = (request) => (request.url?.includes('Tags') ? slow : undefined);
    const before = emulator().requests.length;
    for (const call of calls) {
      await data({
        type: 'tags.add',
        target: { kind: 'call', counterId, callId: String(call.callId) },
        tag,
      });
    }
    release();
    await waitFor(
      async () => (await data<unknown[]>({ type: 'outbox.list' })).length === 0,
      'the outbox to drain',
      { timeoutMs: 60_000 },
    );
    const writes = emulator()
      .requests.slice(before)
      .filter((r) => r.path.includes('addTags'));
    for (const call of calls) {
      expect(store.findCall(counterId, String(call.callId))?.tags as string[]).toContain(tag);
    }
    // The first write went alone; the 59 queued behind it go together (up to 100 ids each).
    expect(writes.length).toBeGreaterThanOrEqual(1);
    expect(writes.length).toBeLessThanOrEqual(2);
  });
});

/**
 * Row 11 (issue 24, point 4): a tracker whose listing does not end. Before the bounds the first
 * sync grew the index without a ceiling (212,503 rows, 113 MB in 4 minutes, still growing), a
 * repeating next link was followed forever, and "Clear local data" left the space taken.
 */
describe('an endless listing, in Chromium', () => {
  const endless = useEmulator({ calls: 1500, leads: 400, endlessListing: 'grow' });
  const repeating = useEmulator({ calls: 1500, leads: 400, endlessListing: 'repeat' });
  let chromium: ChromiumWithExtension;
  let page: Page;
  const { send: data } = extensionMessages(() => page);
  /**
   * What the extension's origin stores (the options page shares it), measured now. Chromium
   * keeps an origin's IndexedDB size as measured at its last writing transaction (its
   * `bucket_size_map_`), and a deleted database's files shrink a moment after the delete: with
   * no write after that, `estimate()` goes on giving the figure from before (under load, 7.74
   * MB just after a clear where a write at once measured 4.42 MB; nothing writes then, so it
   * stayed). One small write into a probe database of the origin makes the browser measure
   * again; the probe is in every figure, before, filled and cleared alike.
   */
  const usage = () =>
    page.evaluate(async () => {
      const probe = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open('e2e-usage-probe', 1);
        opening.onupgradeneeded = () => opening.result.createObjectStore('probe');
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      await new Promise<void>((resolve, reject) => {
        const write = probe.transaction('probe', 'readwrite');
        write.objectStore('probe').put(Date.now(), 'measured');
        write.oncomplete = () => resolve();
        write.onerror = () => reject(write.error);
      });
      probe.close();
      return (await navigator.storage.estimate()).usage ?? 0;
    });
  const status = () => data<IndexStatus>({ type: 'index.status' });
  /** Syncs from `baseUrl` with a cap of `capMb` until the sync ends in a state `ended` accepts. */
  async function syncUntil(
    baseUrl: string,
    capMb: number,
    ended: (status: IndexStatus) => boolean,
  ): Promise<IndexStatus> {
    // One patch: the new address starts a pass, which reads the cap as it starts.
    await data({ type: 'settings.update', patch: { baseUrl, indexCapMb: capMb, language: 'en' } });
    await data({ type: 'index.sync' });
    let last: IndexStatus | undefined;
    await waitFor(
      async () => (last = await status()).state !== 'syncing' && ended(last),
      'the sync to stop',
      { timeoutMs: 180_000 },
    );
    return last!;
  }

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.chromeDemo);
    chromium = await launchChromiumWithExtension({ extensionDir: BUILD_DIRS.chromeDemo });
    page = await chromium.openExtensionPage('options.html');
    await waitFor(
      async () => (await data<{ configured: boolean }>({ type: 'setup.status' })).configured,
      'the demo preset',
    );
    await putOffPeriodicSync(page);
  });

  afterAll(async () => {
    await chromium?.close();
  });

  it('row 11: the size cap stops the sync with the newest rows, and clearing deletes the database', async () => {
    const before = await usage();
    const capped = await syncUntil(endless().baseUrl, 10, (now) => now.capped !== undefined);
    expect(capped.state).toBe('idle');
    expect(capped.stopped).toBeUndefined();
    expect(capped.maxRows).toBeGreaterThan(1000);
    expect(capped.calls + capped.leads).toBe(capped.maxRows);
    expect(capped.approxBytes).toBeLessThanOrEqual(10 * 1_048_576);
    // The newest rows are kept: the cap's cut is within the last day of the endless listing.
    expect(capped.capped!.from).toBeGreaterThan(Date.now() - 2 * 86_400_000);
    const filled = await usage();

    await page.reload();
    await page.getByTestId('index-capped').waitFor();
    await saveScreenshot(page, 'options-index-capped-en');
    await data({ type: 'settings.update', patch: { language: 'ru' } });
    await page.reload();
    await page.getByTestId('index-capped').waitFor();
    await saveScreenshot(page, 'options-index-capped-ru');

    // What frees the space is deleting the database, not emptying its stores (179 MB stayed
    // taken after a 113 MB index): a connection the page holds hears the delete as a version
    // change to no version. When the browser then gives the files back is its own affair
    // (compaction; once 102 s was not enough on a shared machine), so that is a figure.
    await page.evaluate(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const opening = indexedDB.open(name);
          opening.onsuccess = () => {
            const held = opening.result;
            held.onversionchange = (event) => {
              (globalThis as { indexDeletedTo?: number | null }).indexDeletedTo = event.newVersion;
              held.close();
            };
            resolve();
          };
          opening.onerror = () => reject(opening.error);
        }),
      'tracker-lens-index',
    );
    await data({ type: 'data.clear' });
    await waitFor(async () => (await status()).calls === 0, 'the index cleared');
    const deletedTo = await page.evaluate(
      () => (globalThis as { indexDeletedTo?: number | null }).indexDeletedTo,
    );
    expect(deletedTo, 'the index database deleted, not emptied').toBeNull();
    let cleared = await usage();
    const giveUpAt = Date.now() + 30_000;
    const halfway = before + (filled - before) / 2;
    while (cleared >= halfway && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      cleared = await usage();
    }
    const spaceBack = cleared < halfway;
    console.info(
      `index cap 10 MB: ${capped.calls} calls + ${capped.leads} leads; origin usage ` +
        `${before} B before, ${filled} B filled, ${cleared} B after "Clear local data"` +
        (spaceBack ? '' : ' (the browser had not given the space back within 30 s)'),
    );
    expect(filled).toBeGreaterThan(before + 1_000_000);
  });

  it('row 11: a listing whose next link repeats is read twice, stopped, and said in both languages', async () => {
    const asked = () => repeating().requests.filter((r) => r.path.endsWith('/list')).length;
    const stopped = await syncUntil(repeating().baseUrl, 100, (now) => now.stopped !== undefined);
    expect(stopped).toMatchObject({ state: 'error', stopped: { reason: 'repeated_link' } });
    expect(stopped.lastError).toMatch(/did not end/);
    // Per counter and resource: page 1, then the link it repeats, once (and the filter probes).
    const walks = (await data<unknown[]>({ type: 'counters.list' })).length * 2;
    expect(asked()).toBeLessThanOrEqual(walks * 2 + 4);
    await page.reload();
    await page.getByText('did not end').waitFor();
    await saveScreenshot(page, 'options-index-stopped-en');
    await data({ type: 'settings.update', patch: { language: 'ru' } });
    await page.reload();
    await page.getByText('не заканчивался').waitFor();
    await saveScreenshot(page, 'options-index-stopped-ru');
    await data({ type: 'settings.update', patch: { language: 'en' } });
  });
});

/** The periodic index sync's alarm (lib/background/services.ts) and its period in minutes. */
const INDEX_SYNC_ALARM = 'index-sync';
const INDEX_SYNC_PERIOD_MINUTES = 30;

/**
 * A fresh worker sets its periodic sync a minute ahead (setup-scheduled-work.ts); on a busy
 * machine that minute ends while row 11 runs, and the pass it starts refills the index just
 * cleared, or reads the repeating listing again after the test's own pass stopped. The alarm is
 * moved to the product's period, so the passes are those the tests start. It is waited for
 * first: a renamed alarm fails here rather than leaving the minute in place.
 */
async function putOffPeriodicSync(page: Page): Promise<void> {
  await waitFor(
    () =>
      page.evaluate(
        async (name) =>
          (await (globalThis as unknown as AlarmsGlobal).chrome.alarms.get(name)) !== undefined,
        INDEX_SYNC_ALARM,
      ),
    'the periodic sync alarm',
  );
  await page.evaluate(
    ([name, delayInMinutes]) =>
      (globalThis as unknown as AlarmsGlobal).chrome.alarms.create(name, { delayInMinutes }),
    [INDEX_SYNC_ALARM, INDEX_SYNC_PERIOD_MINUTES] as const,
  );
}
