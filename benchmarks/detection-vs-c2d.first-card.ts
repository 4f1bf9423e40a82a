/**
 * Hover → first card on the c2d list page, two builds side by side in one run: each repetition
 * opens the page afresh in each build's browser (alternating which goes first), waits until the
 * frame's numbers are recorded, hovers row 1,000's phone and times the card's appearance. The
 * first card of a page is the one that pays for loading the card's views.
 *
 *   npm run build:demo
 *   FIRST_CARD_OTHER=<other build dir> npx tsx benchmarks/detection-vs-c2d.first-card.ts [reps]
 */
import { join } from 'node:path';
import { launchChromiumWithExtension } from '../test/e2e/harness/chromium';
import { startFixtureServer } from '../test/e2e/harness/pages';
import { BUILD_DIRS, REPO_ROOT, assertBuilt } from '../test/e2e/harness/paths';
import { writeBenchPages } from './c2d-pages';
import { hoverToCard } from './detection-vs-c2d.bench';
import { formatMs, loadAverage, medianOf } from './measure';

async function main(): Promise<void> {
  const reps = Number(process.argv[2] ?? 5);
  const builds = [
    { name: 'this build', dir: BUILD_DIRS.chromeDemo },
    { name: 'other build', dir: process.env.FIRST_CARD_OTHER ?? '' },
  ];
  for (const build of builds) assertBuilt(build.dir);
  const dir = join(REPO_ROOT, '.tmp/bench/c2d-pages');
  const [list] = await writeBenchPages(dir);
  const server = await startFixtureServer({ root: dir, host: '127.0.0.1' });
  const browsers = await Promise.all(
    builds.map((build) =>
      launchChromiumWithExtension({
        extensionDir: build.dir,
        viewport: { width: 1280, height: 800 },
      }),
    ),
  );
  console.info(`load average ${loadAverage()}`);
  const times: number[][] = builds.map(() => []);
  try {
    for (let rep = 0; rep < reps; rep++) {
      const order = rep % 2 === 0 ? [0, 1] : [1, 0];
      for (const index of order) {
        const page = await (browsers[index] as (typeof browsers)[number]).context.newPage();
        await page.goto(server.url(list!.file));
        await page.waitForTimeout(4_000); // the list is read and reported by then, even loaded
        const ms = await hoverToCard(page, 'ours');
        if (ms !== undefined) (times[index] as number[]).push(ms);
        await page.close();
      }
    }
  } finally {
    await Promise.all(browsers.map((browser) => browser.close()));
    await server.close();
  }
  builds.forEach((build, index) => {
    const list = times[index] as number[];
    console.info(
      `${build.name} (${build.dir}): hover → first card median ${formatMs(medianOf(list))}, all ${list.map((ms) => formatMs(ms)).join(', ')}`,
    );
  });
  console.info(`load average after ${loadAverage()}`);
}

await main();
