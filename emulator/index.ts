import type { AddressInfo } from 'node:net';
import { DEMO_KEYS } from './auth';
import { generateDataset } from './data/generate';
import type { EndlessListing } from './endless';
import { Faults } from './faults';
import { Holds, type Hold, type HeldRequest } from './holds';
import { KeyRevocations } from './key-control';
import { createEmulatorServer, type RequestLogEntry } from './server';
import { EmulatorStore } from './store';

export type { RequestLogEntry } from './server';
export type { Hold, HeldRequest } from './holds';
export { EmulatorStore } from './store';
export type { TagStat } from './store';
export { DEMO_KEYS } from './auth';
export { DEMO_PHONES, type DemoPhones } from './data/demo';

export interface EmulatorOptions {
  /** 8787 by default; 0 picks a free port. */
  port?: number;
  host?: string;
  seed?: number;
  calls?: number;
  leads?: number;
  /** Accept only the `>` filter operator. */
  strictFilter?: boolean;
  /** Lists of calls and leads that never end (emulator/endless.ts). */
  endlessListing?: EndlessListing;
  latencyMs?: number;
  /** Share of requests answered 500 (0..1). */
  failRate?: number;
  /** Requests per second per key; 0 or undefined for no limit. */
  rateLimit?: number;
  /** Share of 200 JSON replies sent broken (0..1). */
  malformedRate?: number;
  /**
   * Anchor of the generated data (the newest possible event). Defaults to the start of the
   * current hour, so two runs with one seed within an hour produce identical data.
   */
  now?: number | Date;
  /** Called after each request, e.g. to print an access line. */
  onRequest?: (entry: RequestLogEntry, elapsedMs: number) => void;
}

export interface RunningEmulator {
  baseUrl: string;
  keys: { full: string; limited: string };
  store: EmulatorStore;
  requests: RequestLogEntry[];
  /** Keeps the requests `matches` picks waiting until released (emulator/holds.ts). */
  hold(matches: (request: HeldRequest) => boolean): Hold;
  /**
   * Answers `403 invalid_api_key` to `key` from now on, as the service does for a key revoked
   * in the account, until `restoreKey`. Over HTTP: `POST /_emulator/key/revoke` (README).
   */
  revokeKey(key: string): void;
  restoreKey(key: string): void;
  close(): Promise<void>;
}

export const DEFAULTS = {
  port: 8787,
  host: '127.0.0.1',
  seed: 42,
  calls: 5000,
  leads: 1200,
} as const;

/** Builds the store the server would serve, without starting one (for benchmarks and tests). */
export function createStore(
  options: Pick<EmulatorOptions, 'seed' | 'calls' | 'leads' | 'now'> = {},
): EmulatorStore {
  const now = options.now === undefined ? Date.now() : Number(options.now);
  const anchorMs = options.now === undefined ? Math.floor(now / 3_600_000) * 3_600_000 : now;
  const dataset = generateDataset({
    seed: options.seed ?? DEFAULTS.seed,
    calls: options.calls ?? DEFAULTS.calls,
    leads: options.leads ?? DEFAULTS.leads,
    anchorMs,
  });
  return new EmulatorStore(dataset, anchorMs);
}

export async function startEmulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const store = createStore(options);
  const requests: RequestLogEntry[] = [];
  const holds = new Holds();
  const revocations = new KeyRevocations();
  const server = createEmulatorServer({
    store,
    revocations,
    strictFilter: options.strictFilter ?? false,
    ...(options.endlessListing ? { endlessListing: options.endlessListing } : {}),
    log: requests,
    holds,
    faults: new Faults({
      latencyMs: options.latencyMs ?? 0,
      failRate: options.failRate ?? 0,
      rateLimit: options.rateLimit ?? 0,
      malformedRate: options.malformedRate ?? 0,
      seed: options.seed ?? DEFAULTS.seed,
    }),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
  });
  const host = options.host ?? DEFAULTS.host;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULTS.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    keys: { ...DEMO_KEYS },
    store,
    requests,
    hold: (matches) => holds.hold(matches),
    revokeKey: (key) => revocations.revoke(key),
    restoreKey: (key) => revocations.restore(key),
    // Closing twice is no error: a test may stop the service, its session closes it again.
    close: () =>
      new Promise<void>((resolve, reject) => {
        holds.releaseAll();
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
