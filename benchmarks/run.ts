/**
 * Runs the benchmarks and prints their tables: `npm run bench` for all, `npm run bench -- phone`
 * (or several names) for some. Figures are ratios against references measured in the same run.
 * Each file is imported only when selected, so one benchmark's globals (fake IndexedDB, a fake
 * browser) never touch another's.
 */
import { availableParallelism, cpus } from 'node:os';
import { forceGc, type Benchmark } from './measure';

const BENCHMARKS: Record<string, () => Promise<Benchmark>> = {
  phone: async () => (await import('./phone-detection.bench')).phoneDetectionBenchmark,
  dom: async () => (await import('./dom-scanner.bench')).domScannerBenchmark,
  emulator: async () => (await import('./emulator.bench')).emulatorBenchmark,
  lookup: async () => (await import('./lookup.bench')).lookupBenchmark,
  c2d: async () => (await import('./detection-vs-c2d.bench')).detectionVsC2dBenchmark,
  corpus: async () => (await import('./detection-corpus')).detectionCorpusBenchmark,
  sync: async () => (await import('./sync.bench')).syncBenchmark,
  'sync-chromium': async () => (await import('./sync-chromium.bench')).syncChromiumBenchmark,
  team: async () => (await import('./team.bench')).teamBenchmark,
  'slow-service': async () => (await import('./slow-service.bench')).slowServiceBenchmark,
  cue: async () => (await import('./cue.bench')).cueBenchmark,
  felt: async () => (await import('./felt.bench')).feltBenchmark,
};

async function main(): Promise<void> {
  const known = Object.keys(BENCHMARKS);
  const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = wanted.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${known.join(', ')}`);
    process.exitCode = 2;
    return;
  }
  const selected = wanted.length === 0 ? known : known.filter((name) => wanted.includes(name));
  const gc = forceGc();
  console.info(
    [
      `Node ${process.version}, ${availableParallelism()} CPUs (${cpus()[0]?.model ?? 'unknown CPU'})`,
      `date ${new Date().toISOString()}, gc ${gc ? 'available (heap figures after full GC)' : 'NOT available (heap figures are noisy)'}`,
    ].join('\n'),
  );
  const started = performance.now();
  for (const name of selected) {
    const benchmark = await BENCHMARKS[name]!();
    console.info(`\n== ${benchmark.name}: ${benchmark.description}`);
    const benchStarted = performance.now();
    await benchmark.run();
    const seconds = (performance.now() - benchStarted) / 1000;
    console.info(`  (${benchmark.name} took ${seconds.toFixed(1)} s)`);
  }
  console.info(`\nAll done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

await main();
