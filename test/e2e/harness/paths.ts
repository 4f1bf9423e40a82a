import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Absolute path of the repository root, wherever the tests are started from. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Unpacked extension builds produced by `npm run build` and `npm run build:demo`. */
export const BUILD_DIRS = {
  chrome: join(REPO_ROOT, '.output/chrome-mv3'),
  chromeDemo: join(REPO_ROOT, '.output/chrome-mv3-demo'),
  firefox: join(REPO_ROOT, '.output/firefox-mv2'),
  firefoxDemo: join(REPO_ROOT, '.output/firefox-mv2-demo'),
} as const;

export const FIXTURE_PAGES_DIR = join(REPO_ROOT, 'test/fixtures/pages');

/** Must match `browser_specific_settings.gecko.id` in wxt.config.ts. */
export const GECKO_ID = 'tracker-lens@tracker-lens.dev';

/** Fails fast with the command to run when a build the tests need is missing. */
export function assertBuilt(buildDir: string): void {
  if (!existsSync(join(buildDir, 'manifest.json'))) {
    throw new Error(`${buildDir} has no manifest.json: run \`npm run build:all\` first`);
  }
}
