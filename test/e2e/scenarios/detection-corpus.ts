/**
 * The labelled corpus' checks, written once and registered by `detection-corpus.e2e.ts`
 * (Chromium) and `detection-corpus-firefox.e2e.ts` (Firefox ESR) over the report each browser's
 * visit made (benchmarks/detection-corpus.ts): the bar over the pages held to it, and the
 * self-cleaning lists of pages (`PAGE_GAPS`) and surfaces (`KNOWN_GAPS`) still below it.
 */
import { expect, it } from 'vitest';
import {
  KNOWN_GAPS,
  PAGE_GAPS,
  QUIET_MACHINE_SETTLE,
  THRESHOLDS,
  pageFallsShort,
  precisionOf,
  recallOf,
  shortfalls,
  type CorpusReport,
  type Settle,
} from '../../../benchmarks/detection-corpus.ts';
import { scaled } from '../harness/machine-speed.ts';

/** The settling waits of a corpus page, stretched with the machine's measured slowness. */
export const corpusSettle = (): Settle => ({
  quietMs: scaled(QUIET_MACHINE_SETTLE.quietMs),
  minMs: scaled(QUIET_MACHINE_SETTLE.minMs),
  maxMs: scaled(QUIET_MACHINE_SETTLE.maxMs),
});

/** Fewer pages than this and the corpus was not read. */
const MIN_PAGES = 24;

export function corpusScenario(report: () => CorpusReport) {
  it(`reaches P ≥ ${THRESHOLDS.precision} and R ≥ ${THRESHOLDS.recall} overall, with and without the big list, ${THRESHOLDS.surface} on every surface, labels right ≥ ${THRESHOLDS.labels}`, () => {
    expect(report().pages.length).toBeGreaterThanOrEqual(MIN_PAGES);
    expect(shortfalls(report(), (surface) => !(surface in KNOWN_GAPS))).toEqual([]);
  });

  // Self-cleaning: a page read right leaves PAGE_GAPS and is held to the bar.
  const pageGaps = Object.keys(PAGE_GAPS);
  if (pageGaps.length > 0) {
    it.each(pageGaps)('%s still falls short (PAGE_GAPS)', (name) => {
      const page = report().pages.find((item) => item.name === name);
      expect(page).toBeDefined();
      expect(pageFallsShort(page!)).toBe(true);
    });
  }

  // Self-cleaning: when a known gap closes, this fails and the KNOWN_GAPS entry must go.
  const gaps = Object.keys(KNOWN_GAPS);
  if (gaps.length > 0) {
    it.each(gaps)('%s is still a known gap', (surface) => {
      const tally = report().surfaces[surface];
      expect(tally).toBeDefined();
      const precision = precisionOf(tally!) ?? 1;
      const recall = recallOf(tally!) ?? 1;
      expect(Math.min(precision, recall)).toBeLessThan(THRESHOLDS.surface);
    });
  }
}
