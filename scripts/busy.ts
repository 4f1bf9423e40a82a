/**
 * Runs a command while spinning workers keep every core busy: the real-browser suite on a
 * saturated machine (`npm run test:e2e:busy`). The load is bounded: one spinner per core
 * (`BUSY_WORKERS` to change), each of which stops by itself after `BUSY_MAX_MINUTES` (default
 * 40) even if this script is killed, and all are stopped as soon as the command ends.
 *
 * Usage: tsx scripts/busy.ts [--] <command> [args...]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';

const args = process.argv.slice(2);
if (args[0] === '--') args.shift();
const [command, ...commandArgs] = args;
if (!command) {
  console.error('usage: tsx scripts/busy.ts [--] <command> [args...]');
  process.exit(2);
}

const workers = positive(process.env.BUSY_WORKERS) ?? availableParallelism();
const capMs = (positive(process.env.BUSY_MAX_MINUTES) ?? 40) * 60_000;

function positive(value: string | undefined): number | undefined {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

// The cap lives in the spinner itself, so a spinner never outlives it, whatever happens here.
const spin = `const end = Date.now() + ${capMs}; let x = 0; while (Date.now() < end) x = (x * 31 + 7) % 1e9;`;
const spinners: ChildProcess[] = Array.from({ length: workers }, () =>
  spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }),
);
console.info(
  `busy: ${workers} spinning workers (cap ${capMs / 60_000} min) while running: ${args.join(' ')}`,
);

const stopSpinners = () => {
  for (const spinner of spinners) if (spinner.exitCode === null) spinner.kill('SIGKILL');
};
const cap = setTimeout(stopSpinners, capMs);

const child = spawn(command, commandArgs, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopSpinners();
    child.kill(signal);
  });
}
child.on('error', (error) => {
  console.error(`busy: could not run ${command}: ${error.message}`);
  stopSpinners();
  process.exit(1);
});
child.on('exit', (code, signal) => {
  clearTimeout(cap);
  stopSpinners();
  process.exit(code ?? (signal ? 1 : 0));
});
