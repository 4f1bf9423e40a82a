/**
 * Hover → card → tag field ready to take keys, on the amoCRM-like deal page against the
 * emulator, two demo builds side by side in one run (issue #24 point 9: the field moved into an
 * extension page framed in the card). Each repetition opens the page afresh in each build's
 * browser (alternating which goes first), waits until its numbers are recorded, hovers the
 * deal's phone and times (1) the card's appearance and (2) the moment its tag field takes keys:
 * the framed field once its page answered the card (`iframe[data-ready]`), a field in the card's
 * own DOM (builds before the frame) once drawn. Both include the hover's show delay (the card
 * waits for the pointer to rest); "field after card" is what the frame adds.
 *
 *   npm run build:demo
 *   FIELD_OTHER=<other demo build dir> npx tsx benchmarks/card-field.first-field.ts [reps]
 */
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { startEmulator } from '../emulator/index';
import { startCrmBrowser, waitForDetected } from '../test/e2e/harness/crm-pages';
import { BUILD_DIRS } from '../test/e2e/harness/paths';
import { formatMs } from './measure';

const median = (values: readonly number[]) =>
  values.length === 0 ? NaN : ([...values].sort((a, b) => a - b)[values.length >> 1] as number);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const FIELD_READY =
  'tracker-lens-ui .tl-card-quicktag-frame iframe[data-ready], tracker-lens-ui .tl-card-quicktag input';

async function hoverToField(page: Page): Promise<{ card: number; field: number } | undefined> {
  const box = await page.locator('#deal-phone').boundingBox();
  if (!box) return undefined;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y - 40);
  const startedAt = performance.now();
  await page.mouse.move(x, y, { steps: 2 });
  try {
    await page.locator('tracker-lens-ui .tl-card').waitFor({ state: 'visible', timeout: 10_000 });
    const card = performance.now() - startedAt;
    await page.locator(FIELD_READY).first().waitFor({ state: 'visible', timeout: 10_000 });
    return { card, field: performance.now() - startedAt };
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const reps = Number(process.argv[2] ?? 6);
  const emulator = await startEmulator({ host: '127.0.0.1', port: 0 });
  const builds = [
    { name: 'this build', dir: BUILD_DIRS.chromeDemo },
    { name: 'other build', dir: process.env.FIELD_OTHER ?? '' },
  ];
  const browsers = [];
  for (const build of builds)
    browsers.push(await startCrmBrowser(emulator.baseUrl, undefined, build.dir));
  console.info(`load average ${load()}`);
  const times = builds.map(() => ({ card: [] as number[], field: [] as number[] }));
  try {
    for (let rep = 0; rep < reps; rep++) {
      for (const index of rep % 2 === 0 ? [0, 1] : [1, 0]) {
        const browser = browsers[index]!;
        const page = await browser.openFixture('crm/amocrm-deal.html');
        await waitForDetected(browser.chromium, page.url(), [
          emulator.store.demoPhones.manyCallsAndLeads,
        ]);
        const measured = await hoverToField(page);
        if (measured) {
          times[index]!.card.push(measured.card);
          times[index]!.field.push(measured.field);
        }
        await page.close();
      }
    }
  } finally {
    await Promise.all(browsers.map((browser) => browser.close()));
    await emulator.close();
  }
  builds.forEach((build, index) => {
    const { card, field } = times[index]!;
    const after = field.map((ms, i) => ms - card[i]!);
    const all = (list: number[]) => list.map((ms) => formatMs(ms)).join(', ');
    console.info(
      `${build.name} (${build.dir}): card median ${formatMs(median(card))} (${all(card)}); field takes keys median ${formatMs(median(field))} (${all(field)}); field after card median ${formatMs(median(after))} (${all(after)})`,
    );
  });
  console.info(`load average after ${load()}`);
}

await main();
