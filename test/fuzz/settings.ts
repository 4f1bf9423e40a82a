/**
 * Fuzz runs: a fixed seed and a short run in the unit suite (`npm test`); `npm run fuzz` runs
 * many more (FUZZ_RUNS) with a fresh seed. A failure prints its seed; replay it with
 * `FUZZ_SEED=<seed> npm run fuzz`.
 */
const FIXED_SEED = 20_261_123;
const { FUZZ_RUNS, FUZZ_SEED } = process.env;

export const FUZZ_SETTINGS = {
  seed: FUZZ_SEED ? Number(FUZZ_SEED) : FUZZ_RUNS ? Date.now() : FIXED_SEED,
  numRuns: Number(FUZZ_RUNS ?? 100),
};
