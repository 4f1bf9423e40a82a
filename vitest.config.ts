import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

/**
 * A test file that mocks modules, fakes timers, or touches globals, the fake browser or a
 * module's loaded state gets modules of its own; every other file is pure logic and shares its
 * worker's modules, which spares each file a fresh import of the product (the unit run went
 * from 170 s to about 70 s on two cores).
 */
const OWN_MODULES =
  /vi\.(mock|doMock|unmock|resetModules|stubGlobal|stubEnv|useFakeTimers)|fakeBrowser|globalThis|createRequire/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join('test', 'e2e') ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isolatedFiles = testFiles('test').filter((file) =>
  OWN_MODULES.test(readFileSync(file, 'utf8')),
);

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    environment: 'node',
    pool: 'threads',
    setupFiles: ['test/setup-indexeddb.ts'],
    restoreMocks: true,
    // CI shares its cores: a timeout here catches a hang, never a slow run (some tests scan a
    // 2,000-row page in happy-dom, a few wait on real retry timers).
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'own-modules', include: isolatedFiles, isolate: true },
      },
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', 'node_modules/**', ...isolatedFiles],
          isolate: false,
        },
      },
    ],
  },
});
