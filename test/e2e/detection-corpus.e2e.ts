import { beforeAll, describe, expect, it } from 'vitest';
import {
  printCorpusReport,
  runDetectionCorpus,
  type CorpusReport,
} from '../../benchmarks/detection-corpus.ts';
import { CORPUS_CONCURRENCY } from './harness/detection.ts';
import { scaled } from './harness/machine-speed.ts';
import { corpusScenario, corpusSettle } from './scenarios/detection-corpus.ts';

// The labelled corpus (test/fixtures/detection) through the built demo extension in Chromium:
// a quality threshold on what the background records, not a timing. Several pages at once:
// each waits for its own record to settle (the figures match a one-at-a-time run).
describe('detection corpus in Chromium (demo build)', () => {
  let report: CorpusReport;

  beforeAll(async () => {
    report = await runDetectionCorpus({
      concurrency: CORPUS_CONCURRENCY,
      settle: corpusSettle(),
    });
    printCorpusReport(report);
  }, scaled(600_000));

  corpusScenario(() => report);

  it('leaves editors and opted-out pages alone', () => {
    const leaked = report.pages.flatMap((page) =>
      page.falsePositives.filter(
        (item) => item.surface === 'contenteditable' || item.surface === 'format-detection',
      ),
    );
    expect(leaked).toEqual([]);
  });
});
