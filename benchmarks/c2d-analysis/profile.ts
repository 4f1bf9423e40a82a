/**
 * A sampled CPU profile of the content script on the c2d benchmark's list page, in Chromium:
 * where our own time goes, by function (self time) and by source file. Unminified demo build, so
 * function names and bundle lines are readable; with `BENCH_EXTENSION=<dir>` another build.
 *
 *   TL_UNMINIFIED=1 npx wxt build --mode demo && npx tsx benchmarks/c2d-analysis.ts profile [page] [top]
 *
 * `PROFILE_RUNS=5` loads the page in that many fresh tabs and prints the mean per load: one
 * 100 µs sampled load moves by ±30 % in any one function. `PROFILE_UNDER=<function>` adds the
 * self time of the samples with that function of ours on their stack (what a call site costs).
 *
 * Figures are sample counts × interval: compare them within one run, not across machines.
 */
import { loadavg } from 'node:os';
import { servePageWithExtension } from '../c2d-page-browser';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const SAMPLING_US = 100;

export async function main(args: string[]): Promise<void> {
  const [pageName = 'list', topArg = '40'] = args;
  const { page, url, chromium, close } = await servePageWithExtension(pageName);
  const runs = Math.max(1, Number(process.env.PROFILE_RUNS ?? 1));
  try {
    const profiles: Profile[] = [];
    for (let run = 0; run < runs; run++) {
      const tab = await chromium.context.newPage();
      const session = await chromium.context.newCDPSession(tab);
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
      await session.send('Profiler.start');
      await tab.goto(url);
      await tab.waitForTimeout(page.appends ? 11_000 : 5_000);
      const { profile } = (await session.send('Profiler.stop')) as { profile: Profile };
      profiles.push(profile);
      await tab.close();
    }
    report(profiles, Number(topArg));
  } finally {
    await close();
  }
  console.info(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
}

/** Self and inclusive times of our functions, summed over `profiles` and divided by their count. */
function report(profiles: readonly Profile[], top: number): void {
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  // Samples under the script's top level (line 1, column 1): its evaluation, the first task.
  const evaluation = new Map<string, number>();
  const under = process.env.PROFILE_UNDER;
  const underSelf = new Map<string, number>();
  let ours = 0;
  let evaluated = 0;
  for (const profile of profiles) {
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parentOf = new Map<number, number>();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parentOf.set(child, node.id);
    for (let index = 0; index < profile.samples.length; index++) {
      const us = profile.timeDeltas[index + 1] ?? SAMPLING_US;
      const node = byId.get(profile.samples[index] as number) as ProfileNode;
      // Attribute a sample to our script when any frame on its stack is ours.
      const seen = new Set<string>();
      let isUnder = false;
      let isOurs = false;
      let outermost: ProfileNode['callFrame'] | undefined;
      for (let id: number | undefined = node.id; id !== undefined; id = parentOf.get(id)) {
        const frame = (byId.get(id) as ProfileNode).callFrame;
        if (!frame.url.startsWith('chrome-extension://')) continue;
        isOurs = true;
        isUnder ||= frame.functionName === under;
        outermost = frame;
        const key = `${frame.functionName || '(anonymous)'} :${frame.lineNumber + 1}`;
        if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + us);
        seen.add(key);
      }
      if (!isOurs) continue;
      ours += us;
      const frame = node.callFrame;
      const key = frame.url.startsWith('chrome-extension://')
        ? `${frame.functionName || '(anonymous)'} :${frame.lineNumber + 1}`
        : `[native] ${frame.functionName || '(program)'}`;
      self.set(key, (self.get(key) ?? 0) + us);
      if (isUnder) underSelf.set(key, (underSelf.get(key) ?? 0) + us);
      if (outermost?.lineNumber === 0 && outermost.columnNumber === 0) {
        evaluated += us;
        evaluation.set(key, (evaluation.get(key) ?? 0) + us);
      }
    }
  }
  const runs = profiles.length;
  const print = (title: string, table: Map<string, number>) => {
    console.info(`\n${title}`);
    for (const [key, us] of [...table].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.info(`${(us / runs / 1000).toFixed(1).padStart(8)} ms  ${key}`);
    }
  };
  console.info(
    `samples under the content script: ${(ours / runs / 1000).toFixed(1)} ms (mean of ${runs})`,
  );
  print('self time', self);
  print('inclusive time', inclusive);
  console.info(`\nscript evaluation (top level): ${(evaluated / runs / 1000).toFixed(1)} ms`);
  print('evaluation, self time', evaluation);
  if (under) print(`self time under ${under}`, underSelf);
}
