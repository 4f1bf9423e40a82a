/**
 * findPhones (libphonenumber-js plus guard rails) against two references measured in the same
 * run: a plain regex scan (the floor any detector pays) and the raw library call without guard
 * rails. Inputs are the text nodes of a synthetic 2,000-row CRM list.
 */
import { findPhoneNumbersInText } from 'libphonenumber-js/min';
import { findPhones } from '../lib/phone';
import { cellTexts, createCrmRows } from './crm-fixture';
import {
  formatRate,
  formatRatio,
  formatUs,
  measure,
  printNote,
  printTable,
  type Benchmark,
} from './measure';

const ROWS = 2000;
/** Phone-like run: optional "+", a digit, 6+ digits/spaces/brackets/dashes, a digit. */
const PHONE_LIKE = /\+?\d[\d\s().-]{5,}\d/g;

type Detector = (text: string) => number;

const DETECTORS: { name: string; count: Detector }[] = [
  { name: 'regex scan (floor)', count: countRegexRuns },
  {
    name: 'libphonenumber raw',
    count: (text) => findPhoneNumbersInText(text, { defaultCountry: 'RU' }).length,
  },
  { name: 'findPhones', count: (text) => findPhones(text, { defaultRegion: 'RU' }).length },
];

function countRegexRuns(text: string): number {
  PHONE_LIKE.lastIndex = 0;
  let found = 0;
  while (PHONE_LIKE.exec(text)) found += 1;
  return found;
}

interface Corpus {
  name: string;
  nodes: string[];
  /** One long text: a few passes are enough and keep the run bounded. */
  iterations?: number;
  warmup?: number;
}

function corpora(): Corpus[] {
  const rows = createCrmRows(ROWS);
  const cells = rows.flatMap(cellTexts);
  return [
    { name: 'all CRM cells', nodes: cells },
    { name: 'cells without digits', nodes: cells.filter((text) => !/\d/.test(text)) },
    { name: 'phone cells only', nodes: rows.map((row) => row.phone) },
    {
      name: 'whole list as one text',
      nodes: [rows.map((row) => cellTexts(row).join('\t')).join('\n')],
      iterations: 5,
      warmup: 1,
    },
  ];
}

async function run(): Promise<void> {
  const table: string[][] = [];
  for (const corpus of corpora()) {
    const results: { name: string; medianMs: number; p95Ms: number; found: number }[] = [];
    for (const detector of DETECTORS) {
      let found = 0;
      const pass = () => {
        found = 0;
        for (const text of corpus.nodes) found += detector.count(text);
      };
      const timing = await measure(pass, {
        iterations: corpus.iterations ?? 15,
        warmup: corpus.warmup ?? 3,
        maxMs: 3000,
      });
      results.push({ name: detector.name, medianMs: timing.median, p95Ms: timing.p95, found });
    }
    const [floor, raw] = results;
    for (const result of results) {
      const perNodeUs = (result.medianMs * 1000) / corpus.nodes.length;
      table.push([
        corpus.name,
        String(corpus.nodes.length),
        result.name,
        formatUs(perNodeUs),
        formatUs((result.p95Ms * 1000) / corpus.nodes.length),
        formatRate((corpus.nodes.length * 1000) / result.medianMs, 'nodes'),
        floor ? formatRatio(result.medianMs, floor.medianMs) : 'n/a',
        raw ? formatRatio(result.medianMs, raw.medianMs) : 'n/a',
        String(result.found),
      ]);
    }
  }
  printTable(
    `Phone detection, ${ROWS}-row synthetic CRM list, defaultRegion RU (median of passes over all nodes)`,
    [
      'input',
      'nodes',
      'detector',
      'µs/node',
      'p95 µs/node',
      'throughput',
      'vs regex',
      'vs raw lib',
      'found',
    ],
    table,
  );
  printNote(
    '"found" differs on purpose: the regex counts every phone-like run (INN, OGRN, sums), the raw library accepts valid-looking INN/OGRN, findPhones rejects them.',
  );
}

export const phoneDetectionBenchmark: Benchmark = {
  name: 'phone',
  description: 'findPhones vs regex floor vs raw libphonenumber-js over CRM text nodes',
  run,
};
