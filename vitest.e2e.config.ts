import { defineConfig } from 'vitest/config';
import { scaled } from './test/e2e/harness/machine-speed.ts';

// Real browsers against the emulator: one file at a time, generous timeouts. Two projects,
// the Chromium files and the Firefox ones (`*firefox*.e2e.ts`): `npm run test:e2e`
// (scripts/e2e.ts) runs the Firefox files and shards of the Chromium files at once, each in a
// process of its own. Every limit is written for a quiet machine and stretched by the machine's
// factor, measured once (test/e2e/harness/machine-speed.ts).
export default defineConfig({
  test: {
    environment: 'node',
    fileParallelism: false,
    testTimeout: scaled(90_000),
    hookTimeout: scaled(120_000),
    // A poll waits for a state; its default second is a guess at a quiet machine's speed.
    expect: { poll: { timeout: scaled(10_000) } },
    // Firefox ESR's WebDriver BiDi may fail a puppeteer-internal poll whose node belonged to a
    // page just closed ("node.ownerGlobal is null"), or that ran while a page swapped the card's
    // field frame for a document of its own (attack row 14: "cross-origin object … XrayWrapper"):
    // no test's promise, so only those are let pass; every other unhandled error fails the run.
    onUnhandledError: (error) =>
      !/node\.ownerGlobal is null|define cross-origin object as property on .* XrayWrapper/.test(
        `${error.message} ${JSON.stringify(error)}`,
      ),
    projects: [
      {
        extends: true,
        test: {
          name: 'chromium',
          include: ['test/e2e/**/*.e2e.ts'],
          exclude: ['test/e2e/**/*firefox*.e2e.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'firefox', include: ['test/e2e/**/*firefox*.e2e.ts'] },
      },
    ],
  },
});
