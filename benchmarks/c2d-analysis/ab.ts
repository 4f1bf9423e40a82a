/**
 * Two or more builds of the extension on one c2d benchmark page, their loads interleaved: each
 * build has a Chromium of its own, and every round loads the page once in each, rotating which
 * goes first. A busy minute then lands on all builds alike, which a before/after run one build
 * at a time cannot promise: the machine drifts by more than a 2 ms change between two runs.
 * One Chromium instance can also run steadily ~2 ms faster than another (the same build twice
 * in two instances: 70.0 against 68.2 ms), so the browsers are launched anew every
 * `ROUNDS_PER_LAUNCH` rounds, each build in turn launched first.
 * Prints, per build, the median of its own CPU per load (the bench's measure: our outermost
 * calls in the page's main thread, from traces), of the script's evaluation and of the rest.
 *
 *   npx tsx benchmarks/c2d-analysis.ts ab <page> <rounds> <build dir> <build dir> [...]
 *   e.g. contacts 20 /tmp/before/.output/chrome-mv3-demo .output/chrome-mv3-demo
 */
import { loadavg } from 'node:os';
import { launchChromiumWithExtension } from '../../test/e2e/harness/chromium';
import { assertBuilt } from '../../test/e2e/harness/paths';
import { serveBenchPage } from '../c2d-page-browser';
import { eventUrl, mainThreadOf, startTrace, type TraceEvent } from '../chromium-trace';

const OURS = 'chrome-extension://';
const TRACE_MS = 5_000;
const ROUNDS_PER_LAUNCH = 4;

interface Load {
  own: number;
  evaluation: number;
}

/** Our own CPU in one load's trace: outermost calls of our script (nested ones lie inside). */
function ownCpu(events: readonly TraceEvent[]): Load {
  const ours = events
    .filter((event) => event.ph === 'X' && eventUrl(event)?.startsWith(OURS))
    .sort((a, b) => a.ts - b.ts);
  let coveredUntil = -Infinity;
  const load: Load = { own: 0, evaluation: 0 };
  for (const call of ours) {
    if (call.ts < coveredUntil) continue;
    coveredUntil = call.ts + (call.dur ?? 0);
    const cpu = (call.tdur ?? call.dur ?? 0) / 1000;
    load.own += cpu;
    if (call.name === 'EvaluateScript') load.evaluation += cpu;
  }
  return load;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function main(args: string[]): Promise<void> {
  const [pageName = 'contacts', roundsArg = '10', ...builds] = args;
  if (builds.length < 2) throw new Error('Name at least two build directories.');
  for (const build of builds) assertBuilt(build);
  const served = await serveBenchPage(pageName);
  const browsers: Awaited<ReturnType<typeof launchChromiumWithExtension>>[] = [];
  const closeBrowsers = async () => {
    for (const browser of browsers.splice(0)) await browser.close();
  };
  try {
    const loads: Load[][] = builds.map(() => []);
    for (let round = 0; round < Math.max(1, Number(roundsArg)); round++) {
      if (round % ROUNDS_PER_LAUNCH === 0) {
        await closeBrowsers();
        const launch = round / ROUNDS_PER_LAUNCH;
        for (let turn = 0; turn < builds.length; turn++) {
          const which = (turn + launch) % builds.length;
          browsers[which] = await launchChromiumWithExtension({ extensionDir: builds[which]! });
        }
      }
      for (let turn = 0; turn < builds.length; turn++) {
        const which = (turn + round) % builds.length;
        const tab = await browsers[which]!.context.newPage();
        const stop = await startTrace(await browsers[which]!.context.newCDPSession(tab));
        await tab.goto(served.url, { waitUntil: 'commit' });
        await tab.waitForTimeout(TRACE_MS);
        loads[which]!.push(ownCpu(mainThreadOf(await stop(), served.baseUrl).onMain));
        await tab.close();
      }
    }
    builds.forEach((build, index) => {
      const own = loads[index]!.map((load) => load.own);
      const evaluation = median(loads[index]!.map((load) => load.evaluation));
      const rest = median(loads[index]!.map((load) => load.own - load.evaluation));
      console.info(
        `${build}: own CPU median ${median(own).toFixed(1)} ms (evaluation ${evaluation.toFixed(1)}, ` +
          `the rest ${rest.toFixed(1)}); loads ${own.map((ms) => ms.toFixed(0)).join(' ')}`,
      );
    });
  } finally {
    await closeBrowsers();
    await served.close();
  }
  console.info(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
}
