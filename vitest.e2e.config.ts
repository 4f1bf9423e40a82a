import { defineConfig } from 'vitest/config';

// Real browsers against the emulator: one file at a time, generous timeouts.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
