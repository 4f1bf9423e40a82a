/**
 * Small shared helpers for the benchmarks: repeated timing with warm-up, median and p95,
 * heap readings, and plain-text tables. Figures are printed, never asserted.
 */
import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface Timing {
  /** Milliseconds per sample. */
  median: number;
  p95: number;
  min: number;
  samples: number;
}

export interface MeasureOptions {
  warmup?: number;
  iterations?: number;
  /** Stops sampling early once this much time went into samples (keeps runs bounded). */
  maxMs?: number;
}

const DEFAULT_WARMUP = 3;
const DEFAULT_ITERATIONS = 15;
const DEFAULT_MAX_MS = 4000;

/** Times `run` (one sample per call) after warm-up calls; at least 3 samples are kept. */
export async function measure(run: () => unknown, options: MeasureOptions = {}): Promise<Timing> {
  const warmup = options.warmup ?? DEFAULT_WARMUP;
  const iterations = options.iterations ?? DEFAULT_ITERATIONS;
  const maxMs = options.maxMs ?? DEFAULT_MAX_MS;
  for (let i = 0; i < warmup; i += 1) await run();
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < iterations) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
    if (samples.length >= 3 && performance.now() - started > maxMs) break;
  }
  return summarize(samples);
}

export function summarize(samples: readonly number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    min: sorted[0] ?? Number.NaN,
    samples: sorted.length,
  };
}

/** Nearest-rank quantile of an ascending list. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

let collect: (() => void) | undefined | null = null;

/**
 * A full garbage collection, when it can be had: `--expose-gc`, or the flag set at run time
 * (V8 honours it for functions created afterwards). Returns false when unavailable.
 */
export function forceGc(): boolean {
  if (collect === null) {
    const exposed = (globalThis as { gc?: () => void }).gc;
    if (typeof exposed === 'function') {
      collect = exposed;
    } else {
      try {
        setFlagsFromString('--expose-gc');
        collect = runInNewContext('gc') as () => void;
      } catch {
        collect = undefined;
      }
    }
  }
  if (!collect) return false;
  collect();
  collect();
  return true;
}

/** heapUsed after a forced collection when possible; `exact` says whether one ran. */
export function heapUsed(): { bytes: number; exact: boolean } {
  const exact = forceGc();
  return { bytes: process.memoryUsage().heapUsed, exact };
}

/** The middle value (the upper one of an even count); NaN when there is none. */
export const medianOf = (values: readonly number[]): number =>
  values.length === 0 ? NaN : ([...values].sort((a, b) => a - b)[values.length >> 1] as number);

/** The machine's load averages over 1, 5 and 15 minutes, as printed with every figure. */
export const loadAverage = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export const formatMs = (ms: number): string =>
  ms >= 100
    ? `${ms.toFixed(0)} ms`
    : ms >= 1
      ? `${ms.toFixed(2)} ms`
      : `${(ms * 1000).toFixed(1)} µs`;

export const formatUs = (us: number): string =>
  us >= 100 ? `${us.toFixed(0)} µs` : us >= 1 ? `${us.toFixed(2)} µs` : `${us.toFixed(3)} µs`;

export const formatRate = (perSecond: number, unit: string): string => {
  if (perSecond >= 1e6) return `${(perSecond / 1e6).toFixed(2)} M ${unit}/s`;
  if (perSecond >= 1e3) return `${(perSecond / 1e3).toFixed(1)} k ${unit}/s`;
  return `${perSecond.toFixed(0)} ${unit}/s`;
};

export const formatBytes = (bytes: number): string => {
  const sign = bytes < 0 ? '-' : '';
  const abs = Math.abs(bytes);
  if (abs >= 1024 * 1024) return `${sign}${(abs / 1024 / 1024).toFixed(1)} MiB`;
  if (abs >= 1024) return `${sign}${(abs / 1024).toFixed(1)} KiB`;
  return `${sign}${abs.toFixed(0)} B`;
};

/** "×2.5" meaning `value` takes 2.5 times as long as (or is 2.5 times) `reference`. */
export function formatRatio(value: number, reference: number): string {
  if (!Number.isFinite(value) || !Number.isFinite(reference) || reference === 0) return 'n/a';
  const ratio = value / reference;
  return ratio >= 10
    ? `×${ratio.toFixed(0)}`
    : ratio >= 0.1
      ? `×${ratio.toFixed(2)}`
      : `×${ratio.toFixed(3)}`;
}

/** Prints a titled table with columns padded to their widest cell. */
export function printTable(title: string, header: readonly string[], rows: readonly string[][]) {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.info(`\n${title}`);
  console.info(line(header));
  console.info(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of rows) console.info(line(row));
}

export function printNote(text: string): void {
  console.info(`  note: ${text}`);
}

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same inputs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One benchmark as run.ts sees it. */
export interface Benchmark {
  name: string;
  description: string;
  run(): Promise<void>;
}
