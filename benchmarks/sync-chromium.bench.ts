/**
 * The first index sync in real Chromium (the demo build; run `npm run build:demo` first) against
 * the emulator at 200,000 calls / 40,000 leads with a phone filter it refuses: time from the
 * sync's start until the newest caller is answered from the index, and until the pass ends.
 * Main's first lookup waited for the whole pass, so the pass time is its time to an answer.
 */
import { startEmulator } from '../emulator/index';
import { backgroundAsk } from '../scripts/demo-screens';
import { launchChromiumWithExtension } from '../test/e2e/harness/chromium';
import { BUILD_DIRS, assertBuilt } from '../test/e2e/harness/paths';
import { formatMs, formatRatio, printNote, printTable, type Benchmark } from './measure';

const CALLS = Number(process.env.SYNC_BENCH_CALLS ?? 200_000);

interface Detail {
  calls: unknown[];
  answer: { kind: string };
}

async function run(): Promise<void> {
  assertBuilt(BUILD_DIRS.chromeDemo);
  const emulator = await startEmulator({
    port: 0,
    calls: CALLS,
    leads: CALLS / 5,
    strictFilter: true,
  });
  const chromium = await launchChromiumWithExtension({ extensionDir: BUILD_DIRS.chromeDemo });
  try {
    const control = await chromium.openExtensionPage('options.html');
    const ask = backgroundAsk(control);
    const until = async (test: () => Promise<boolean>, what: string) => {
      const limit = performance.now() + 600_000;
      while (!(await test())) {
        if (performance.now() > limit) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await until(
      async () => (await ask<{ configured: boolean }>({ type: 'setup.status' })).configured,
      'the demo preset',
    );
    const counter = emulator.store.counters[0]!.counterId;
    const newest = String(emulator.store.counterData(counter)?.calls[0]?.fields.callerPhone);
    const settings = await ask<Record<string, unknown>>({ type: 'settings.get' });
    const started = performance.now();
    await ask({ type: 'settings.update', patch: { ...settings, baseUrl: emulator.baseUrl } });
    await until(async () => {
      const detail = await ask<Detail>({ type: 'lookup.detail', phone: newest });
      return detail.calls.length > 0;
    }, 'the newest caller');
    const answeredMs = performance.now() - started;
    await until(
      async () =>
        (await ask<{ lastSyncAt?: number }>({ type: 'index.status' })).lastSyncAt !== undefined,
      'the pass to end',
    );
    const fullMs = performance.now() - started;
    const status = await ask<{ calls: number; leads: number }>({ type: 'index.status' });
    printTable(
      `First sync in Chromium, ${CALLS.toLocaleString('en')} calls / ${(CALLS / 5).toLocaleString('en')} leads (90-day window, ${status.calls + status.leads} rows)`,
      ['', 'time', 'of the whole pass'],
      [
        ['newest caller answered', formatMs(answeredMs), formatRatio(answeredMs, fullMs)],
        ['whole pass (main: first answer)', formatMs(fullMs), ''],
      ],
    );
    printNote('includes the key check and the counters list after the address changes.');
  } finally {
    await chromium.close();
    await emulator.close();
  }
}

export const syncChromiumBenchmark: Benchmark = {
  name: 'sync-chromium',
  description: 'first sync in real Chromium: newest caller answered, whole pass (needs build:demo)',
  run,
};
