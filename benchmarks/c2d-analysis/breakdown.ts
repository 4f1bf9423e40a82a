/**
 * Where the content script's own CPU goes on a c2d benchmark page, from Chromium traces (not
 * sampled): per call site of ours (the script's evaluation, each callback by its function and
 * place in the bundle) and the trace events nested in them (V8's compile, minor GC, layout…).
 * The figures are the bench's own measure (`summarizeMainThread`'s outermost events of our
 * script), averaged over loads in fresh tabs; with `BENCH_EXTENSION=<dir>` another build.
 *
 *   npm run build:demo && npx tsx benchmarks/c2d-analysis.ts breakdown [page] [loads]
 */
import { loadavg } from 'node:os';
import { servePageWithExtension } from '../c2d-page-browser';
import { eventUrl, mainThreadOf, startTrace, type TraceEvent } from '../chromium-trace';

const OURS = 'chrome-extension://';
const TRACE_MS = 5_000;

const callSite = (event: TraceEvent): string => {
  const data = event.args?.data as Record<string, unknown> | undefined;
  const name = data?.functionName
    ? `${String(data.functionName)}@${String(data.lineNumber)}:${String(data.columnNumber)}`
    : '';
  return name ? `${event.name} ${name}` : event.name;
};

const add = (totals: Map<string, number>, key: string, ms: number) =>
  totals.set(key, (totals.get(key) ?? 0) + ms);

function print(title: string, totals: Map<string, number>, loads: number, rows = 15): void {
  console.info(`\n${title} (mean ms per load)`);
  for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.info(`${(ms / loads).toFixed(1).padStart(8)}  ${key}`);
  }
}

export async function main(args: string[]): Promise<void> {
  const [pageName = 'contacts', loadsArg = '5'] = args;
  const loads = Math.max(1, Number(loadsArg));
  const { url, baseUrl, chromium, close } = await servePageWithExtension(pageName);
  const bySite = new Map<string, number>();
  const nested = new Map<string, number>();
  const nestedBySite = new Map<string, number>();
  let own = 0;
  const perLoad: number[] = [];
  try {
    for (let load = 0; load < loads; load++) {
      const tab = await chromium.context.newPage();
      const stop = await startTrace(await chromium.context.newCDPSession(tab));
      await tab.goto(url, { waitUntil: 'commit' });
      await tab.waitForTimeout(TRACE_MS);
      const { onMain } = mainThreadOf(await stop(), baseUrl);
      const ours = onMain
        .filter((event) => event.ph === 'X' && eventUrl(event)?.startsWith(OURS))
        .sort((a, b) => a.ts - b.ts);
      let coveredUntil = -Infinity;
      const ownBefore = own;
      for (const call of ours) {
        // Nested calls of our script lie inside an outer one: the outer counts.
        if (call.ts < coveredUntil) continue;
        const end = call.ts + (call.dur ?? 0);
        coveredUntil = end;
        const cpu = (call.tdur ?? call.dur ?? 0) / 1000;
        own += cpu;
        add(bySite, callSite(call), cpu);
        for (const inner of onMain) {
          if (inner === call || inner.ph !== 'X' || inner.ts < call.ts || inner.ts > end) continue;
          add(nested, inner.name, (inner.dur ?? 0) / 1000);
          add(
            nestedBySite,
            `${callSite(call).split('@')[0]} > ${inner.name}`,
            (inner.dur ?? 0) / 1000,
          );
        }
      }
      perLoad.push(own - ownBefore);
      await tab.close();
    }
  } finally {
    await close();
  }
  const sorted = [...perLoad].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  console.info(
    `${pageName}: our own CPU ${(own / loads).toFixed(1)} ms per load (median ${median.toFixed(1)}, ` +
      `loads ${perLoad.map((ms) => ms.toFixed(0)).join(' ')}), ${loads} loads`,
  );
  print('by call site (CPU)', bySite, loads);
  print('trace events nested in them (wall; nested ones overlap their parents)', nested, loads, 20);
  print('nested, by call site', nestedBySite, loads, 25);
  console.info(
    `\nload average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
}
