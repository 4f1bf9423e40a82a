/**
 * Where the time to the last number goes, load by load, on a c2d benchmark page: when the
 * page's load event ended, when our first and last tasks ran, the longest wait between two of
 * our tasks, and when the background held every number (`detected:<tabId>`, polled every 20
 * ms), all from navigation. With `BENCH_EXTENSION=<dir>` another build.
 *
 *   npm run build:demo && npx tsx benchmarks/c2d-analysis.ts timeline [page] [loads]
 */
import { detectedOn } from '../../test/e2e/harness/crm-pages';
import { navigationTimes, servePageWithExtension } from '../c2d-page-browser';
import { eventUrl, mainThreadOf, startTrace, type TraceEvent } from '../chromium-trace';

const POLL_MS = 20;
const GIVE_UP_MS = 8_000;

type Served = Awaited<ReturnType<typeof servePageWithExtension>>;

/** Milliseconds from `startedAt` until the background holds every expected number. */
async function recordedAfter(served: Served, startedAt: number): Promise<number | undefined> {
  const expected = served.page.expected.length;
  while (Date.now() - startedAt < GIVE_UP_MS) {
    const held = (await detectedOn(served.chromium, served.url)).length;
    if (held >= expected) return Date.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return undefined;
}

/** Our top-level tasks: those in which our script ran. */
function ourTasks(onMain: readonly TraceEvent[], topLevel: readonly TraceEvent[]): TraceEvent[] {
  const ours = onMain.filter(
    (event) => event.ph === 'X' && eventUrl(event)?.startsWith('chrome-extension://'),
  );
  return topLevel.filter((task) =>
    ours.some((mark) => mark.ts >= task.ts && mark.ts <= task.ts + (task.dur ?? 0)),
  );
}

export async function main(args: string[]): Promise<void> {
  const [pageName = 'contacts', loadsArg = '5'] = args;
  const served = await servePageWithExtension(pageName);
  try {
    for (let load = 0; load < Math.max(1, Number(loadsArg)); load++) {
      const tab = await served.chromium.context.newPage();
      const stop = await startTrace(await served.chromium.context.newCDPSession(tab));
      const startedAt = Date.now();
      await tab.goto(served.url, { waitUntil: 'commit' });
      const recorded = await recordedAfter(served, startedAt);
      const { origin, loadedAt } = await navigationTimes(tab);
      const { onMain, topLevel } = mainThreadOf(await stop(), served.baseUrl);
      const tasks = ourTasks(onMain, topLevel);
      // Trace time is microseconds on its own clock: our first task is placed by the page's
      // first task, which starts as the navigation commits.
      const traceZero = (topLevel[0]?.ts ?? 0) / 1000 - (origin - startedAt);
      const at = (ts: number) => Math.round(ts / 1000 - traceZero);
      let widest = 0;
      for (let index = 1; index < tasks.length; index++) {
        const previous = tasks[index - 1]!;
        widest = Math.max(widest, tasks[index]!.ts - (previous.ts + (previous.dur ?? 0)));
      }
      const last = tasks.at(-1);
      console.info(
        `load ${load + 1}: page loaded ${loadedAt === undefined ? '—' : Math.round(loadedAt - startedAt)} ms; our first task ` +
          `${tasks[0] ? at(tasks[0].ts) : '—'}, last ended ${last ? at(last.ts + (last.dur ?? 0)) : '—'} ` +
          `(${tasks.length} tasks, widest wait between two ${Math.round(widest / 1000)} ms); ` +
          `every number held by the background ${recorded ?? '—'} ms`,
      );
      await tab.close();
    }
  } finally {
    await served.close();
  }
}
