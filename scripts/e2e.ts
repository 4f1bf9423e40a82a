/**
 * `npm run test:e2e`: the real-browser suite, shards of the Chromium and of the Firefox files
 * (the projects of vitest.e2e.config.ts) as processes at once, each one file at a time.
 * A browser mostly waits (for the emulator, a debounce, a page), so five of them share two
 * cores well; the wall time is the longest group's instead of the sum. No test asserts a
 * duration (CI shares its cores): durations are printed, and compared in the benchmarks.
 *
 * Usage: tsx scripts/e2e.ts [--serial] [vitest arguments, e.g. file filters]
 * With file filters the named files run, the groups at once. `--serial` (or
 * `E2E_SERIAL=1`) runs everything one file at a time, as a single vitest run. Each line of
 * output is prefixed with its group; the exit code is non-zero when any part fails.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { measureTimeScale } from '../test/e2e/harness/machine-speed.ts';

const E2E_DIR = 'test/e2e';

const args = process.argv.slice(2);
const serial = args.includes('--serial') || process.env.E2E_SERIAL === '1';
const vitestArgs = args.filter((arg) => arg !== '--serial' && arg !== '--');

interface PartResult {
  part: string;
  code: number;
  seconds: number;
  /** vitest's "Failed Tests" section (else the last lines), printed again at the very end. */
  failures: string[];
  /** Each file's seconds as vitest reports them (set-up and tests). */
  files: { file: string; seconds: number }[];
}

/** vitest's line for a whole file: `test/e2e/x.e2e.ts (3 tests) 12345ms`, colours removed. */
const FILE_LINE = /(test\/e2e\/\S+\.e2e\.ts) \([^)]*\) (\d+)ms/;
// eslint-disable-next-line no-control-regex
const COLOURS = /\u001b\[[0-9;]*m/g;
/** How many of the slowest files the summary names (where a suite's time goes). */
const SLOWEST_LISTED = 12;

/** Lines of a failed part's report printed again at the end, where a log's tail shows them. */
const FAILURE_LINES_KEPT = 80;
/** Without that section (a crash, a hang), the part's last lines. */
const TAIL_LINES_KEPT = 30;

/** One vitest run, its output prefixed with `part`. */
function runVitest(part: string, extra: string[], env = process.env): Promise<PartResult> {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.e2e.config.ts', ...extra],
    { stdio: ['ignore', 'pipe', 'pipe'], env },
  );
  const prefix = `[${part}] `;
  const failures: string[] = [];
  const files: PartResult['files'] = [];
  let inFailures = false;
  const tail: string[] = [];
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream }).on('line', (line) => {
      out.write(`${prefix}${line}\n`);
      const file = FILE_LINE.exec(line.replace(COLOURS, ''));
      if (file) files.push({ file: file[1]!, seconds: Math.round(Number(file[2]) / 1000) });
      // vitest opens its summary of failures with "⎯⎯ Failed Tests N ⎯⎯" (or "Failed Suites").
      if (/Failed (Tests|Suites) \d+/.test(line)) inFailures = true;
      if (inFailures && failures.length < FAILURE_LINES_KEPT) failures.push(`${prefix}${line}`);
      tail.push(`${prefix}${line}`);
      if (tail.length > TAIL_LINES_KEPT) tail.shift();
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  return new Promise((resolve) => {
    const done = (code: number) =>
      resolve({
        part,
        code,
        seconds: Math.round((Date.now() - started) / 1000),
        failures: failures.length > 0 ? failures : tail,
        files,
      });
    child.on('error', (error) => {
      console.error(`${prefix}could not start vitest: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Each browser's files run as shards, each its own process, all at once: Chromium as
 * `E2E_CHROMIUM_SHARDS` (default 3), Firefox as `E2E_FIREFOX_SHARDS` (default 2). Five
 * browsers on two cores: each mostly waits for a page, the emulator or a debounce (the whole
 * suite kept 0.8 of a core busy with four).
 */
const shardsOf = (name: string, fallback: number) =>
  Math.max(1, Number(process.env[name]) || fallback);
const BROWSERS = [
  { project: 'chromium', shards: shardsOf('E2E_CHROMIUM_SHARDS', 3) },
  { project: 'firefox', shards: shardsOf('E2E_FIREFOX_SHARDS', 2) },
] as const;

/**
 * Seconds the longest files took in a whole CI run (Dec 2026, the groups at once on 2 cores,
 * vitest's start of each file included); any other file counts `OTHER_FILE_S`, about the
 * rest's mean. Only the balance of the shards depends on them.
 */
const FILE_SECONDS: Readonly<Record<string, number>> = {
  'detection-corpus': 168,
  'detection-corpus-firefox': 139,
  'answer-states': 112,
  'attack-page': 98,
  'attack-api': 73,
  background: 64,
  'slow-service': 52,
  'first-run': 51,
  'recent-calls-firefox': 46,
  workspace: 45,
  'content-firefox': 43,
  frames: 43,
  'index-sync': 42,
  'attack-storage': 39,
  'attack-storage-firefox': 39,
  'recent-calls': 38,
  'callback-queue-firefox': 35,
  'popup-firefox': 34,
};
const OTHER_FILE_S = 20;

/** The files in `shards` lists of about equal time: longest first, to the lightest. */
function balanceShards(files: readonly string[], shards: number): string[][] {
  const seconds = (file: string) =>
    FILE_SECONDS[file.replace(/^.*\//, '').replace(/\.e2e\.ts$/, '')] ?? OTHER_FILE_S;
  const lists = Array.from({ length: shards }, () => ({ files: [] as string[], total: 0 }));
  for (const file of [...files].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b))) {
    const lightest = lists.reduce((a, b) => (b.total < a.total ? b : a));
    lightest.files.push(file);
    lightest.total += seconds(file);
  }
  return lists.map((list) => list.files.sort());
}

/** A project's files: Firefox's carry "firefox" in their names (vitest.e2e.config.ts). */
const filesOf = (project: string) =>
  readdirSync(E2E_DIR)
    .filter(
      (file) => file.endsWith('.e2e.ts') && file.includes('firefox') === (project === 'firefox'),
    )
    .map((file) => `${E2E_DIR}/${file}`);

/**
 * Every group at once. Without filters each browser's shards are balanced by `FILE_SECONDS`;
 * with filters vitest shards the files they name (a group with none of them passes empty).
 */
const allGroups = (extra: string[]) =>
  Promise.all(
    BROWSERS.flatMap(({ project, shards }) => {
      const balanced = extra.length === 0 ? balanceShards(filesOf(project), shards) : undefined;
      return Array.from({ length: shards }, (_, i) =>
        runVitest(shards > 1 ? `${project} ${i + 1}/${shards}` : project, [
          '--project',
          project,
          ...(balanced ? balanced[i]! : shards > 1 ? [`--shard=${i + 1}/${shards}`] : []),
          '--passWithNoTests',
          ...extra,
        ]),
      );
    }),
  );

// The machine's speed, measured once before any browser starts and handed to every group, so
// the harness's limits stretch alike on a busy machine (test/e2e/harness/machine-speed.ts).
process.env.E2E_TIME_SCALE ??= String(measureTimeScale());
console.info(`e2e: limits stretched ${process.env.E2E_TIME_SCALE}x for this machine's speed`);

const started = Date.now();
const results: PartResult[] = [];
if (serial) {
  results.push(await runVitest('serial', vitestArgs));
} else {
  results.push(...(await allGroups(vitestArgs)));
}
for (const { code, failures } of results) {
  if (code !== 0 && failures.length > 0) console.info(`\n${failures.join('\n')}`);
}
const slowest = results
  .flatMap(({ part, files }) => files.map((file) => ({ part, ...file })))
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, SLOWEST_LISTED);
if (slowest.length > 0) {
  console.info(
    `\ne2e: the ${slowest.length} slowest files (scripts/e2e.ts FILE_SECONDS balances them)`,
  );
  for (const { part, file, seconds } of slowest) console.info(`  ${seconds} s  ${file}  [${part}]`);
}
for (const { part, code, seconds, files } of results) {
  const inFiles = files.reduce((sum, file) => sum + file.seconds, 0);
  console.info(
    `e2e ${part}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s` +
      ` (${files.length} file${files.length === 1 ? '' : 's'}, ${inFiles} s in them)`,
  );
}
console.info(`e2e: ${Math.round((Date.now() - started) / 1000)} s in all`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
