/**
 * The tracker API emulator at scale: data generation for 200k calls / 20k leads (reference: the
 * default 5k / 1.2k set, same run), and call-list throughput over loopback for a page of 1,000
 * rows with and without a `callerPhone=` filter. Reference for requests/s: a bare node:http
 * server answering a fixed body through the same client.
 */
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator, DEFAULTS } from '../emulator/index';
import { formatTrackerDateTime } from '../lib/api/dates';
import { CALL_DIMENSIONS } from '../lib/lookup/tracker-source';
import {
  formatBytes,
  formatMs,
  formatRate,
  formatRatio,
  formatUs,
  printNote,
  printTable,
  summarize,
  type Benchmark,
} from './measure';

const CALLS = 200_000;
const LEADS = 20_000;
const MAIN_SECONDS = 5;
const EXTRA_SECONDS = 3;
const CONNECTIONS = 8;
const DAY_MS = 86_400_000;

interface LoadResult {
  requests: number;
  seconds: number;
  latencies: number[];
  bytes: number;
  statuses: Set<number>;
}

/** Keeps `CONNECTIONS` keep-alive requests in flight against `url` for `seconds`. */
async function load(url: string, seconds: number): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  const statuses = new Set<number>();
  let bytes = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const sent = performance.now();
      const req = request(url, { agent }, (res) => {
        statuses.add(res.statusCode ?? 0);
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => {
          latencies.push(performance.now() - sent);
          resolve();
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  const worker = async () => {
    while (performance.now() < deadline) await once();
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests: latencies.length, seconds: elapsed, latencies, bytes, statuses };
}

async function startBareServer(body: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, server };
}

async function generation() {
  const timeStart = async (calls: number, leads: number) => {
    const started = performance.now();
    const emulator = await startEmulator({ port: 0, calls, leads });
    return { emulator, ms: performance.now() - started };
  };
  const small = await timeStart(DEFAULTS.calls, DEFAULTS.leads);
  await small.emulator.close();
  const large = await timeStart(CALLS, LEADS);
  const perCall = (ms: number, calls: number) => (ms * 1000) / calls;
  printTable(
    'Emulator start-up: data generation + listen (one run each)',
    ['data set', 'time', 'µs per call', 'vs default set (per call)'],
    [
      [
        `default: ${DEFAULTS.calls} calls, ${DEFAULTS.leads} leads`,
        formatMs(small.ms),
        formatUs(perCall(small.ms, DEFAULTS.calls)),
        '×1.00',
      ],
      [
        `${CALLS} calls, ${LEADS} leads`,
        formatMs(large.ms),
        formatUs(perCall(large.ms, CALLS)),
        formatRatio(perCall(large.ms, CALLS), perCall(small.ms, DEFAULTS.calls)),
      ],
    ],
  );
  return large.emulator;
}

async function throughput(emulator: Awaited<ReturnType<typeof startEmulator>>) {
  const counter = emulator.store.counters[0];
  if (!counter) throw new Error('the emulator has no counters');
  const callsInCounter = emulator.store.callCount(counter.counterId);
  const phone = emulator.store.demoPhones.manyCallsAndLeads;
  const phoneCalls = emulator.store.callsByPhone(phone, counter.counterId).length;
  const listUrl = (extra: Record<string, string>) => {
    const params = new URLSearchParams({
      apiKey: emulator.keys.full,
      counter: counter.counterId,
      itemsPerPage: '1000',
      ...extra,
    });
    for (const dimension of CALL_DIMENSIONS) params.append('dimensions[]', dimension);
    return `${emulator.baseUrl}/v2/call/list?${params}`;
  };
  const since = formatTrackerDateTime(emulator.store.anchorMs - 90 * DAY_MS);
  const scenarios = [
    { name: 'page of 1,000, no filter', url: listUrl({}), seconds: MAIN_SECONDS },
    {
      name: `callerPhone=${phone} (${phoneCalls} rows)`,
      url: listUrl({ filter: `callerPhone=${phone}` }),
      seconds: MAIN_SECONDS,
    },
    {
      name: 'page of 1,000, startTime> 90 days (index sync)',
      url: listUrl({ filter: `startTime>${since}` }),
      seconds: EXTRA_SECONDS,
    },
  ];
  const results: { name: string; result: LoadResult }[] = [];
  for (const scenario of scenarios) {
    results.push({ name: scenario.name, result: await load(scenario.url, scenario.seconds) });
  }
  // Floors: the same client against a server that does no work, with each reply's body size.
  const bodySize = (r: LoadResult | undefined) =>
    r && r.requests > 0 ? Math.round(r.bytes / r.requests) : 1000;
  const floors: { name: string; result: LoadResult }[] = [];
  for (const bytes of [bodySize(results[0]?.result), bodySize(results[1]?.result)]) {
    const bare = await startBareServer('x'.repeat(bytes));
    floors.push({
      name: `bare node:http, fixed ${formatBytes(bytes)} body (floor)`,
      result: await load(bare.url, EXTRA_SECONDS),
    });
    await new Promise<void>((resolve) => {
      bare.server.closeAllConnections();
      bare.server.close(() => resolve());
    });
  }
  // Each row is compared with the floor of its own body size.
  const floorFor = [floors[0], floors[1], floors[0], floors[0], floors[1]];
  results.push(...floors);

  const rate = (r: LoadResult) => r.requests / r.seconds;
  const unfiltered = results[0]?.result;
  printTable(
    `Call list over loopback, counter ${counter.counterId} (${callsInCounter} calls), ${CALL_DIMENSIONS.length} dimensions, ${CONNECTIONS} keep-alive connections`,
    [
      'request',
      'seconds',
      'requests',
      'req/s',
      'median',
      'p95',
      'body',
      'vs bare, same body (req/s)',
      'vs no filter (req/s)',
      'status',
    ],
    results.map(({ name, result }, i) => {
      const latency = summarize(result.latencies);
      const floor = floorFor[i]?.result;
      return [
        name,
        result.seconds.toFixed(1),
        String(result.requests),
        formatRate(rate(result), 'req'),
        formatMs(latency.median),
        formatMs(latency.p95),
        formatBytes(result.bytes / Math.max(1, result.requests)),
        floor ? formatRatio(rate(result), rate(floor)) : 'n/a',
        unfiltered ? formatRatio(rate(result), rate(unfiltered)) : 'n/a',
        [...result.statuses].join(','),
      ];
    }),
  );
  printNote(
    "client and server share one Node process and event loop (2 cores): req/s are lower bounds and include the client's own parsing of the reply.",
  );
}

async function run(): Promise<void> {
  const emulator = await generation();
  try {
    await throughput(emulator);
  } finally {
    await emulator.close();
  }
}

export const emulatorBenchmark: Benchmark = {
  name: 'emulator',
  description: 'emulator data generation at 200k calls and call-list requests/s over loopback',
  run,
};
