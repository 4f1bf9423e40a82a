/**
 * The labelled corpus (test/fixtures/detection) through the built demo extension in Firefox
 * ESR, scored as in Chromium (benchmarks/detection-corpus.ts): what the background recorded
 * for each tab against the page's labels, thresholds overall and per surface, and the labels
 * the popup's list gives the numbers. Several pages at once, each waiting for its own record
 * to settle.
 */
import { beforeAll, describe } from 'vitest';
import {
  CORPUS_DIR,
  printCorpusReport,
  readCorpus,
  visitCorpus,
  type CorpusReport,
} from '../../benchmarks/detection-corpus.ts';
import { findTabId, readSessionStorage, sendRuntimeMessage } from './harness/firefox.ts';
import { startFixtureServer } from './harness/pages.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { CORPUS_CONCURRENCY } from './harness/detection.ts';
import { scaled } from './harness/machine-speed.ts';
import { corpusScenario, corpusSettle } from './scenarios/detection-corpus.ts';

const skip = skipWithoutFirefox('Firefox corpus e2e');

describe.skipIf(skip)('detection corpus in Firefox ESR (demo build)', () => {
  const {
    firefox,
    control,
    fixtures: server,
  } = useFirefox({
    emulator: { calls: 50, leads: 10 },
    fixtures: () => startFixtureServer({ root: CORPUS_DIR }),
  });
  let report: CorpusReport;

  // Tabs are opened and closed one at a time: Firefox's remote protocol may refuse a tab made
  // while another closes ("browsingContext.create: no such frame"). Pages still settle together.
  let tabs: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(step: () => Promise<T>): Promise<T> => {
    const done = tabs.then(step, step);
    tabs = done.catch(() => undefined);
    return done;
  };

  beforeAll(async () => {
    report = await visitCorpus(
      await readCorpus(),
      (name) => server().url(`${name}.html`),
      {
        async open(url) {
          const page = await oneAtATime(() => firefox().browser.newPage());
          await page.goto(url, { waitUntil: 'load' });
          return page;
        },
        async detected(url) {
          const tabId = await findTabId(control(), url);
          if (tabId === undefined) return [];
          return (await readSessionStorage<string[]>(control(), `detected:${tabId}`)) ?? [];
        },
        // The label the popup's list shows for each number (`tab.phones`), as in Chromium.
        async labels(url) {
          const tabId = await findTabId(control(), url);
          if (tabId === undefined) return {};
          const answer = await sendRuntimeMessage<{
            onPage?: Record<string, { label?: string }>;
          }>(control(), { type: 'tab.phones', tabId });
          const onPage = answer.ok ? (answer.data.onPage ?? {}) : {};
          return Object.fromEntries(
            Object.entries(onPage).map(([digits, said]) => [digits, said.label]),
          );
        },
        close: (page) => oneAtATime(() => page.close()),
      },
      // As many pages at once as in Chromium, each settling for as long as the machine's
      // slowness asks (at six at once on a doubly busy machine with fixed waits, a page's late
      // shadow content came after its record was read).
      { concurrency: CORPUS_CONCURRENCY, settle: corpusSettle() },
    );
    printCorpusReport(report);
  }, scaled(900_000));

  corpusScenario(() => report);
});
