/**
 * The labelled corpus (test/fixtures/detection) through the built demo extension in Firefox
 * ESR, scored as in Chromium (benchmarks/detection-corpus.ts): what the background recorded
 * for each tab against the page's labels, thresholds overall and per surface.
 */
import { loadavg } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CORPUS_DIR,
  THRESHOLDS,
  printCorpusReport,
  readCorpus,
  scorePage,
  shortfalls,
  stableRecord,
  summarize,
  type CorpusReport,
  type PageResult,
} from '../../benchmarks/detection-corpus.ts';
import { useEmulator } from './harness/emulator.ts';
import {
  findTabId,
  firefoxExecutablePath,
  isFirefoxInstalled,
  launchFirefoxWithExtension,
  readSessionStorage,
  useTracker,
  type FirefoxWithExtension,
} from './harness/firefox.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';

const skip = !isFirefoxInstalled() && !process.env.CI;
if (skip) console.warn(`Skipping Firefox corpus e2e: ${firefoxExecutablePath()} not found.`);

describe.skipIf(skip)('detection corpus in Firefox ESR (demo build)', () => {
  const emulator = useEmulator({ calls: 50, leads: 10 });
  let firefox: FirefoxWithExtension;
  let server: FixtureServer;
  let report: CorpusReport;

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.firefoxDemo);
    server = await startFixtureServer({ root: CORPUS_DIR });
    firefox = await launchFirefoxWithExtension({ extensionDir: BUILD_DIRS.firefoxDemo });
    const control = await firefox.openExtensionPage('options.html');
    await useTracker(control, emulator().baseUrl);
    const corpus = await readCorpus();
    const pages: PageResult[] = [];
    for (const { name, labels } of corpus) {
      const page = await firefox.browser.newPage();
      const url = server.url(`${name}.html`);
      await page.goto(url, { waitUntil: 'load' });
      const read = async () => {
        const tabId = await findTabId(control, url);
        if (tabId === undefined) return [];
        return (await readSessionStorage<string[]>(control, `detected:${tabId}`)) ?? [];
      };
      pages.push(scorePage(name, labels, [...(await stableRecord(read))].sort()));
      await page.close();
    }
    const byName = new Map(corpus.map(({ name, labels }) => [name, labels]));
    report = {
      date: new Date().toISOString(),
      loadAverage: loadavg(),
      pages,
      ...summarize(pages, byName),
    };
    printCorpusReport(report);
  }, 900_000);

  afterAll(async () => {
    await firefox?.close();
    await server?.close();
  });

  it(`reaches P ≥ ${THRESHOLDS.precision} and R ≥ ${THRESHOLDS.recall} overall and ${THRESHOLDS.surface} on every surface`, () => {
    expect(report.pages.length).toBeGreaterThanOrEqual(24);
    expect(shortfalls(report, () => true)).toEqual([]);
  });
});
