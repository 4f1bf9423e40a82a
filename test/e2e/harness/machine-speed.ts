/**
 * How much slower than a quiet machine this one runs now, so the harness's waits stretch with
 * a busy machine (CI shares its cores) instead of failing at a fixed 30 s. Measured once per
 * process by timing a fixed piece of JavaScript, or handed down by `scripts/e2e.ts` in
 * `E2E_TIME_SCALE` so every group of one run uses the figure taken before any browser started.
 * A limit stretches; what a test waits for never changes.
 */

/** The median wall time of one `referenceWork()` on a quiet 2-core machine of this project. */
const QUIET_MEDIAN_MS = 25;
/** A quiet machine keeps the written limits; the busiest one measured (load 22) needed ~4×. */
const MIN_SCALE = 1;
const MAX_SCALE = 6;
const SAMPLES = 9;

/** A fixed amount of arithmetic and allocation, about 25 ms on a quiet machine. */
function referenceWork(): number {
  const cells = new Float64Array(4096);
  let mix = 0;
  for (let round = 0; round < 2000; round++) {
    for (let i = 0; i < cells.length; i++) {
      cells[i] = Math.sqrt(cells[i]! + i * round) + (mix ^ i);
      mix = (mix * 31 + i) | 0;
    }
  }
  return mix;
}

/** Times the reference work (median of `SAMPLES`) against a quiet machine's figure. */
export function measureTimeScale(): number {
  referenceWork(); // compiled once before it is timed
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    referenceWork();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const ratio = times[Math.floor(SAMPLES / 2)]! / QUIET_MEDIAN_MS;
  return Math.round(Math.min(MAX_SCALE, Math.max(MIN_SCALE, ratio)) * 10) / 10;
}

let scale: number | undefined;

/** This run's factor: `E2E_TIME_SCALE` when set (a number ≥ 1), else measured once here. */
export function timeScale(): number {
  if (scale !== undefined) return scale;
  const handed = Number(process.env.E2E_TIME_SCALE);
  scale = Number.isFinite(handed) && handed >= MIN_SCALE ? handed : measureTimeScale();
  return scale;
}

/** A limit written for a quiet machine, stretched for this one. */
export function scaled(ms: number): number {
  return Math.round(ms * timeScale());
}
