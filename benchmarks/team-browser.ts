/**
 * One browser of the team simulation, run in a worker thread of its own: the real background
 * services (lib/background/services.ts) over their own fake IndexedDB and fake browser APIs,
 * talking HTTP to the shared emulator. It runs the first index sync while its user looks
 * numbers up every few seconds, then measures lookups with the index synced.
 *
 * `scheduled`: the code of this branch. `baseline`: main's behaviour reproduced, no scheduler
 * (no shared rate, a `429` retried by the client until its retries run out) and every lookup
 * through the service's phone filter, as main asked for each one.
 */
import 'fake-indexeddb/auto';
import { parentPort, workerData } from 'node:worker_threads';
import { seededRandom } from './measure';

export interface BrowserTask {
  baseUrl: string;
  apiKey: string;
  mode: 'scheduled' | 'baseline';
  phones: string[];
  seed: number;
  /** Pause between two lookups of the user, ms (jittered ±50 %). */
  thinkMs: number;
  /** Give up on a first sync after this long (it counts as not completed). */
  syncLimitMs: number;
}

export interface LookupSample {
  ms: number;
  /** The answer's state, or `error:<kind>`. */
  outcome: string;
  requests: number;
}

export interface BrowserResult {
  syncCompleted: boolean;
  syncMs: number;
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
}

const task = workerData as BrowserTask;

async function main(): Promise<BrowserResult> {
  const { fakeBrowser } = await import('wxt/testing/fake-browser');
  (globalThis as { chrome?: unknown }).chrome = fakeBrowser;
  const [{ createServices }, { createApiSource }, { openKeyStore }, items] = await Promise.all([
    import('../lib/background/services'),
    import('../lib/background/api-source'),
    import('../lib/background/key-store'),
    import('../lib/storage/items'),
  ]);
  let requests = 0;
  let refused = 0;
  const fetch = async (input: string, init: RequestInit) => {
    requests += 1;
    const response = await globalThis.fetch(input, init);
    if (response.status === 429) refused += 1;
    return response;
  };
  let skewMs = 0;
  const now = () => Date.now() + skewMs;
  const scheduled = task.mode === 'scheduled';
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
  let syncDone = false;
  let syncError: string | undefined;
  const sync = services.sync
    .run()
    .catch((error: unknown) => {
      syncError = error instanceof Error ? error.message : String(error);
    })
    .finally(() => (syncDone = true));
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
    duringSync,
    fresh,
    stale,
    again,
    requests,
    refused,
  };
  if (syncError !== undefined) result.syncError = syncError;
  return result;
}

parentPort?.postMessage(await main());
