/**
 * `npm run test:e2e`: the real-browser suite in two phases.
 *
 * 1. The Chromium files and the Firefox files (the projects of vitest.e2e.config.ts) as two
 *    processes at once, each still one file at a time. A browser mostly waits (for the
 *    emulator, a debounce, a page), so two of them share two cores well; the wall time is the
 *    longer group's instead of the sum.
 * 2. The files that assert durations (those reading `durationsMeaningful`) alone, one at a
 *    time: a second browser on the same cores would stretch what they measure.
 *
 * Usage: tsx scripts/e2e.ts [--serial] [vitest arguments, e.g. file filters]
 * With file filters the named files run, the two groups at once. `--serial` (or
 * `E2E_SERIAL=1`) runs everything one file at a time, as a single vitest run. Each line of
 * output is prefixed with its group; the exit code is non-zero when any part fails.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createInterface } from 'node:readline';

const E2E_DIR = 'test/e2e';
const args = process.argv.slice(2);
const serial = args.includes('--serial') || process.env.E2E_SERIAL === '1';
const vitestArgs = args.filter((arg) => arg !== '--serial' && arg !== '--');

interface PartResult {
  part: string;
  code: number;
  seconds: number;
}

/** One vitest run, its output prefixed with `part`. */
function runVitest(part: string, extra: string[], env = process.env): Promise<PartResult> {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.e2e.config.ts', ...extra],
    { stdio: ['ignore', 'pipe', 'pipe'], env },
  );
  const prefix = `[${part}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  return new Promise((resolve) => {
    const done = (code: number) =>
      resolve({ part, code, seconds: Math.round((Date.now() - started) / 1000) });
    child.on('error', (error) => {
      console.error(`${prefix}could not start vitest: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** The two browser groups at once, without `excluded`; a filter may name one group's files. */
const bothGroups = (extra: string[], excluded: string[] = []) =>
  Promise.all(
    ['chromium', 'firefox'].map((group) =>
      runVitest(group, ['--project', group, '--passWithNoTests', ...extra], {
        ...process.env,
        E2E_EXCLUDE: excluded.join(','),
      }),
    ),
  );

const started = Date.now();
const results: PartResult[] = [];
if (serial) {
  results.push(await runVitest('serial', vitestArgs));
} else if (vitestArgs.length > 0) {
  results.push(...(await bothGroups(vitestArgs)));
} else {
  const timed = readdirSync(E2E_DIR)
    .filter((file) => file.endsWith('.e2e.ts'))
    .map((file) => `${E2E_DIR}/${file}`)
    .filter((path) => readFileSync(path, 'utf8').includes('durationsMeaningful'));
  results.push(...(await bothGroups([], timed)));
  results.push(await runVitest('timed', timed));
}
for (const { part, code, seconds } of results) {
  console.info(`e2e ${part}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
}
console.info(`e2e: ${Math.round((Date.now() - started) / 1000)} s in all`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
