import { parseArgs } from 'node:util';
import type { EndlessListing } from './endless';
import { DEFAULTS, startEmulator, type EmulatorOptions } from './index';

const USAGE = `Usage: npm run emulator -- [options]
  --port N            port (default ${DEFAULTS.port}; 0 picks a free one)
  --host H            interface (default ${DEFAULTS.host})
  --seed N            data seed (default ${DEFAULTS.seed})
  --calls N           calls to generate (default ${DEFAULTS.calls})
  --leads N           leads to generate (default ${DEFAULTS.leads})
  --strict-filter     accept only the ">" filter operator
  --endless-listing M lists of calls and leads never end: grow (new rows on every page)
                      or repeat (page ignored, the same next link)
  --latency MS        delay every request
  --fail-rate P       answer 500 to a share P (0..1) of requests
  --rate-limit N      at most N requests per second per key (429 + Retry-After)
  --malformed-rate P  break a share P of 200 JSON replies
  --quiet             no access log
  --help`;

function numberOption(
  values: Record<string, unknown>,
  name: string,
  range: [number, number],
): number | undefined {
  const raw = values[name];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < range[0] || value > range[1]) {
    throw new Error(`--${name} must be a number from ${range[0]} to ${range[1]}`);
  }
  return value;
}

function endlessOption(raw: unknown): EndlessListing | undefined {
  if (raw === undefined) return undefined;
  if (raw === 'grow' || raw === 'repeat') return raw;
  throw new Error('--endless-listing must be grow or repeat');
}

function parseOptions(argv: string[]): (EmulatorOptions & { quiet: boolean }) | undefined {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      seed: { type: 'string' },
      calls: { type: 'string' },
      leads: { type: 'string' },
      'strict-filter': { type: 'boolean' },
      'endless-listing': { type: 'string' },
      latency: { type: 'string' },
      'fail-rate': { type: 'string' },
      'rate-limit': { type: 'string' },
      'malformed-rate': { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return undefined;
  const options: EmulatorOptions & { quiet: boolean } = { quiet: values.quiet ?? false };
  const set = <K extends keyof EmulatorOptions>(key: K, value: EmulatorOptions[K] | undefined) => {
    if (value !== undefined) (options as EmulatorOptions)[key] = value;
  };
  set('port', numberOption(values, 'port', [0, 65535]));
  set('host', values.host);
  set('seed', numberOption(values, 'seed', [0, 2 ** 32 - 1]));
  set('calls', numberOption(values, 'calls', [0, 5_000_000]));
  set('leads', numberOption(values, 'leads', [0, 5_000_000]));
  set('strictFilter', values['strict-filter']);
  set('endlessListing', endlessOption(values['endless-listing']));
  set('latencyMs', numberOption(values, 'latency', [0, 600_000]));
  set('failRate', numberOption(values, 'fail-rate', [0, 1]));
  set('rateLimit', numberOption(values, 'rate-limit', [0, 1_000_000]));
  set('malformedRate', numberOption(values, 'malformed-rate', [0, 1]));
  return options;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (!options) {
    console.info(USAGE);
    return;
  }
  const startedAt = performance.now();
  const emulator = await startEmulator({
    ...options,
    // The access line shows the path only: the query may carry the key.
    ...(options.quiet
      ? {}
      : { onRequest: (e, ms) => console.info(`${e.method} ${e.path} ${e.status} ${ms}ms`) }),
  });
  const store = emulator.store;
  console.info(
    [
      `Tracker API emulator listening on ${emulator.baseUrl}`,
      `  data: ${store.callCount()} calls, ${store.leadCount()} leads, ${store.counters.length} counters` +
        ` (generated in ${Math.round(performance.now() - startedAt)} ms)`,
      `  key (all counters):      ${emulator.keys.full}`,
      `  key (first counter only): ${emulator.keys.limited}`,
      `  demo counter: ${store.demoCounterId}; demo phones: ${Object.values(store.demoPhones).join(', ')}`,
    ].join('\n'),
  );
  const stop = () => {
    void emulator.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`emulator: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
