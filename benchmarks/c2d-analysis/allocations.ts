/**
 * What the content script allocates on a c2d benchmark page, in Chromium: V8's sampling heap
 * profiler over whole loads, every object counted (those minor and major GCs freed too), by the
 * function of ours that allocated it and by the outermost function of ours on its stack. The
 * scavenges of a load grow with what it allocates: this says which path to make leaner.
 *
 *   TL_UNMINIFIED=1 npx wxt build --mode demo -b chrome && npx tsx benchmarks/c2d-analysis.ts allocations [page] [top]
 *
 * `PROFILE_RUNS=5` loads the page in that many fresh tabs and prints the mean per load; with
 * `BENCH_EXTENSION=<dir>` another build. Sampled every 1 kB: a site under 20 kB per load is noise.
 */
import { loadavg } from 'node:os';
import { servePageWithExtension } from '../c2d-page-browser';

interface HeapNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: HeapNode[];
}

const SAMPLING_BYTES = 1024;
const OURS = 'chrome-extension://';

export async function main(args: string[]): Promise<void> {
  const [pageName = 'contacts', topArg = '30'] = args;
  const { page, url, chromium, close } = await servePageWithExtension(pageName);
  const runs = Math.max(1, Number(process.env.PROFILE_RUNS ?? 3));
  const bySite = new Map<string, number>();
  const byEntry = new Map<string, number>();
  let total = 0;
  try {
    for (let run = 0; run < runs; run++) {
      const tab = await chromium.context.newPage();
      const session = await chromium.context.newCDPSession(tab);
      await session.send('HeapProfiler.enable');
      await session.send('HeapProfiler.startSampling', {
        samplingInterval: SAMPLING_BYTES,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: true,
      });
      await tab.goto(url);
      await tab.waitForTimeout(page.appends ? 11_000 : 5_000);
      const { profile } = (await session.send('HeapProfiler.stopSampling')) as {
        profile: { head: HeapNode };
      };
      total += tally(profile.head, [], bySite, byEntry);
      await tab.close();
    }
  } finally {
    await close();
  }
  const kb = (bytes: number) => `${(bytes / runs / 1024).toFixed(0).padStart(7)} kB`;
  console.info(`${pageName}: our script allocated ${kb(total).trim()} per load (mean of ${runs})`);
  for (const [title, table] of [
    ['by allocating function of ours', bySite],
    ['by outermost function of ours on the stack', byEntry],
  ] as const) {
    console.info(`\n${title}`);
    for (const [key, bytes] of [...table].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg))) {
      console.info(`${kb(bytes)}  ${key}`);
    }
  }
  console.info(
    `\nload average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
}

const keyOf = (frame: HeapNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} :${frame.lineNumber + 1}`;

/** Adds the subtree's allocations with a frame of ours on their stack; returns their bytes. */
function tally(
  node: HeapNode,
  stack: readonly HeapNode['callFrame'][],
  bySite: Map<string, number>,
  byEntry: Map<string, number>,
): number {
  const frames = node.callFrame.url.startsWith(OURS) ? [...stack, node.callFrame] : stack;
  let bytes = 0;
  if (node.selfSize > 0 && frames.length > 0) {
    bytes = node.selfSize;
    // The innermost frame of ours: a native (a string the DOM made) counts for its caller.
    const site = keyOf(frames[frames.length - 1] as HeapNode['callFrame']);
    const named = node.callFrame.url.startsWith(OURS)
      ? site
      : `${site} > [native] ${node.callFrame.functionName || '(program)'}`;
    bySite.set(named, (bySite.get(named) ?? 0) + bytes);
    const entry = keyOf(frames[0] as HeapNode['callFrame']);
    byEntry.set(entry, (byEntry.get(entry) ?? 0) + bytes);
  }
  for (const child of node.children) bytes += tally(child, frames, bySite, byEntry);
  return bytes;
}
