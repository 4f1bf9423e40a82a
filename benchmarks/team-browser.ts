/**
 * One browser of the team simulation, run in a worker thread of its own: the real background
 * services (lib/background/services.ts) over their own fake IndexedDB and fake browser APIs,
 * talking HTTP to the shared emulator. It runs the first index sync while its user looks
 * numbers up every few seconds, then measures lookups with the index synced.
 *
 * `scheduled`: the code of this branch. `baseline`: main's behaviour reproduced, no scheduler
 * (no shared rate, a `429` retried by the client until its retries run out) and every lookup
 * through the service's phone filter, as main asked for each one. `recent`: `scheduled` with
 * the popup's Recent calls view open all along (at least `recentViewMs`), asking again when
 * the background says its next pass may run, as the view does; its requests are counted
 * apart (an async context marks them).
 */
import 'fake-indexeddb/auto';
import { AsyncLocalStorage } from 'node:async_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { seededRandom } from './measure';

export interface BrowserTask {
  baseUrl: string;
  apiKey: string;
  mode: 'scheduled' | 'baseline' | 'recent';
  phones: string[];
  seed: number;
  /** Pause between two lookups of the user, ms (jittered ±50 %). */
  thinkMs: number;
  /** Give up on a first sync after this long (it counts as not completed). */
  syncLimitMs: number;
  /**
   * `product`: the first sync starts as the background starts it when a key is accepted with
   * nobody waiting (`startFirstSync`, spread over `FIRST_SYNC_SPREAD_MS`); `now`: every browser
   * calls `sync.run()` at the same moment (the bench before the spread).
   */
  startPath: 'product' | 'now';
  /** `recent`: the view stays open at least this long from the start. */
  recentViewMs?: number;
}

export interface LookupSample {
  ms: number;
  /** The answer's state, or `error:<kind>`. */
  outcome: string;
  requests: number;
}

export interface BrowserResult {
  /** The first pass ended (a pass paused by the key's limit and resumed counts when it ends). */
  syncCompleted: boolean;
  syncMs: number;
  /** Times the first sync paused for the key's limit. */
  pauses: number;
  syncError?: string;
  duringSync: LookupSample[];
  /** Index synced and fresh. */
  fresh: LookupSample[];
  /** Index synced, older than a lookup trusts alone (the clock moved on 5 minutes). */
  stale: LookupSample[];
  /** The numbers of `fresh` and `stale` looked at again a minute later (a rep's second look). */
  again: LookupSample[];
  requests: number;
  refused: number;
  /** `recent`: requests the view's passes sent, how long it was open, its reads that failed. */
  recent?: {
    /** Requests sent for the view, refused ones (429) and retries included. */
    requests: number;
    refused: number;
    /** Open this long on the browser's clock (which the bench moves on 6 minutes). */
    openMs: number;
    reads: number;
    failedReads: number;
  };
}

const task = workerData as BrowserTask;

async function main(): Promise<BrowserResult> {
  const { fakeBrowser } = await import('wxt/testing/fake-browser');
  (globalThis as { chrome?: unknown }).chrome = fakeBrowser;
  const [{ createServices }, { createApiSource }, { openKeyStore }, items, recentServices] =
    await Promise.all([
      import('../lib/background/services'),
      import('../lib/background/api-source'),
      import('../lib/background/key-store'),
      import('../lib/storage/items'),
      import('../lib/background/recent-services'),
    ]);
  let requests = 0;
  let refused = 0;
  const viewContext = new AsyncLocalStorage<true>();
  let viewRequests = 0;
  let viewRefused = 0;
  const fetch = async (input: string, init: RequestInit) => {
    requests += 1;
    const forView = viewContext.getStore() === true;
    if (forView) viewRequests += 1;
    const response = await globalThis.fetch(input, init);
    if (response.status === 429) {
      refused += 1;
      if (forView) viewRefused += 1;
    }
    return response;
  };
  let skewMs = 0;
  const now = () => Date.now() + skewMs;
  const scheduled = task.mode !== 'baseline';
  const services = createServices({
    makeSource: (config, { scheduler }) =>
      createApiSource(config, { fetch, now, ...(scheduled ? { scheduler } : {}) }),
    now,
    scheduleOutboxWake: () => undefined,
  });
  await openKeyStore().write(task.apiKey);
  await items.keyStatusItem.setValue({ state: 'valid', counters: 1, checkedAt: now() });
  await items.settingsItem.setValue({ baseUrl: task.baseUrl });

  const random = seededRandom(task.seed);
  const phone = () => task.phones[Math.floor(random() * task.phones.length)]!;
  const looked: string[] = [];
  async function lookUp(number = phone()): Promise<LookupSample> {
    looked.push(number);
    const before = requests;
    const started = performance.now();
    try {
      // Main asked the service's phone filter for every number; `refresh` takes that path.
      const detail = await services.lookup.detail(number, { refresh: !scheduled });
      return {
        ms: performance.now() - started,
        outcome: detail.answer.kind,
        requests: requests - before,
      };
    } catch (error) {
      const kind = (error as { kind?: string }).kind ?? 'internal';
      return {
        ms: performance.now() - started,
        outcome: `error:${kind}`,
        requests: requests - before,
      };
    }
  }

  const syncStarted = performance.now();
  const view = task.mode === 'recent' ? keepRecentViewOpen() : undefined;
  let syncDone = false;
  let syncError: string | undefined;
  let pauses = 0;
  // The first sync is done when its pass ends (a pass paused by the key's limit resumes by
  // itself; its `run()` resolving at the pause is not the end), or fails.
  const sync = new Promise<void>((resolve) => {
    const stop = services.sync.listen((event) => {
      if (event.kind === 'paused') pauses += 1;
      if (event.kind === 'done') {
        stop();
        resolve();
      }
    });
    const failed = (error: unknown) => {
      syncError = error instanceof Error ? error.message : String(error);
      stop();
      resolve();
    };
    if (task.startPath === 'product') {
      // As the background starts it once a key is accepted without anyone waiting (a policy
      // rollout): at a random moment of the spread.
      void (services as { startFirstSync?: (spread: number) => Promise<void> })
        .startFirstSync?.(random())
        .catch(failed);
    } else {
      services.sync.run().catch(failed);
    }
  }).finally(() => (syncDone = true));
  const limit = new Promise<void>((resolve) => setTimeout(resolve, task.syncLimitMs));
  const duringSync: LookupSample[] = [];
  const user = (async () => {
    while (!syncDone) {
      await new Promise((resolve) => setTimeout(resolve, task.thinkMs * (0.5 + random())));
      if (syncDone) break;
      duringSync.push(await lookUp());
    }
  })();
  await Promise.race([sync, limit]);
  const syncMs = performance.now() - syncStarted;
  const syncCompleted = syncDone && syncError === undefined;
  syncDone = true;
  await user;

  const fresh: LookupSample[] = [];
  const stale: LookupSample[] = [];
  const again: LookupSample[] = [];
  if (syncCompleted) {
    looked.length = 0;
    for (let i = 0; i < 3; i += 1) fresh.push(await lookUp());
    skewMs = 5 * 60_000;
    for (let i = 0; i < 2; i += 1) stale.push(await lookUp());
    skewMs += 60_000;
    for (const number of looked.splice(0)) again.push(await lookUp(number));
  }
  const result: BrowserResult = {
    syncCompleted,
    syncMs,
    pauses,
    duringSync,
    fresh,
    stale,
    again,
    requests,
    refused,
  };
  if (syncError !== undefined) result.syncError = syncError;
  if (view) result.recent = await view.close();
  return result;

  /** The Recent calls view open: a read, then the next when the background says a pass may run. */
  function keepRecentViewOpen() {
    const opened = performance.now();
    const openedAt = now();
    let open = true;
    let reads = 0;
    let failedReads = 0;
    const loop = viewContext.run(true, async () => {
      const recent = await recentServices.createRecent(services, {
        now,
        isOnline: () => true,
        everyMs: 60_000,
      });
      while (open) {
        let wait = 60_000;
        try {
          const answer = await recent.read(now() - 2 * 86_400_000);
          reads += 1;
          if (answer.down) failedReads += 1;
          wait = answer.nextPassAt - now();
        } catch {
          failedReads += 1;
        }
        await new Promise((resolve) =>
          setTimeout(resolve, Math.min(60_000, Math.max(1_000, wait))),
        );
      }
    });
    return {
      async close() {
        const left = (task.recentViewMs ?? 0) - (performance.now() - opened);
        if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
        open = false;
        await loop;
        return {
          requests: viewRequests,
          refused: viewRefused,
          openMs: now() - openedAt,
          reads,
          failedReads,
        };
      },
    };
  }
}

parentPort?.postMessage(await main());
