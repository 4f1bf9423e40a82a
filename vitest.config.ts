import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    setupFiles: ['test/setup-indexeddb.ts'],
    restoreMocks: true,
    // CI shares its cores: a timeout here catches a hang, never a slow run (some tests scan a
    // 2,000-row page in happy-dom, a few wait on real retry timers).
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
