/**
 * `npm run test:e2e`: the real-browser suite as two processes at once, the Chromium files and
 * the Firefox files (the projects of vitest.e2e.config.ts), each still one file at a time. A
 * browser mostly waits (for the emulator, a debounce, a page), so two of them share two cores
 * well; the wall time is the longer group's instead of the sum.
 *
 * Usage: tsx scripts/e2e.ts [--serial] [vitest arguments, e.g. file filters]
 * `--serial` (or `E2E_SERIAL=1`) runs the groups one after the other. Each line of output is
 * prefixed with its group; the exit code is non-zero when either group fails.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const GROUPS = ['chromium', 'firefox'] as const;

const args = process.argv.slice(2);
const serial = args.includes('--serial') || process.env.E2E_SERIAL === '1';
const vitestArgs = args.filter((arg) => arg !== '--serial' && arg !== '--');

interface GroupResult {
  group: string;
  code: number;
  seconds: number;
}

function runGroup(group: string): Promise<GroupResult> {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--config',
      'vitest.e2e.config.ts',
      '--project',
      group,
      // A file filter may name files of one group only.
      '--passWithNoTests',
      ...vitestArgs,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: process.env },
  );
  const prefix = `[${group}] `;
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
      resolve({ group, code, seconds: Math.round((Date.now() - started) / 1000) });
    child.on('error', (error) => {
      console.error(`${prefix}could not start vitest: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
const results: GroupResult[] = [];
if (serial) {
  for (const group of GROUPS) results.push(await runGroup(group));
} else {
  results.push(...(await Promise.all(GROUPS.map(runGroup))));
}
for (const { group, code, seconds } of results) {
  console.info(`e2e ${group}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s`);
}
console.info(
  `e2e: ${serial ? 'one group after the other' : 'both groups at once'}, ${Math.round((Date.now() - started) / 1000)} s in all`,
);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
