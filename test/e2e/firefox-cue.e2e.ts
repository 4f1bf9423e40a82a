/** The cue under numbers in Firefox ESR (demo build): the shared scenarios (`scenarios/cue.ts`). */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { useEmulator } from './harness/emulator.ts';
import {
  askBackground,
  firefoxExecutablePath,
  isFirefoxInstalled,
  launchFirefoxWithExtension,
  useTracker,
  type FirefoxWithExtension,
} from './harness/firefox.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { cueScenarios } from './scenarios/cue.ts';

const skip = !isFirefoxInstalled() && !process.env.CI;
if (skip) console.warn(`Skipping Firefox cue e2e: ${firefoxExecutablePath()} not found.`);

const VIEWPORT = { width: 1280, height: 800 };

describe.skipIf(skip)('the cue under numbers in Firefox ESR (demo build)', () => {
  const emulator = useEmulator();
  let firefox: FirefoxWithExtension;
  let pages: FixtureServer;
  let control: Page;

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.firefoxDemo);
    pages = await startFixtureServer();
    firefox = await launchFirefoxWithExtension({ extensionDir: BUILD_DIRS.firefoxDemo });
    control = await firefox.openExtensionPage('options.html');
    await useTracker(control, emulator().baseUrl);
  });

  afterAll(async () => {
    await firefox?.close();
    await pages?.close();
  });

  cueScenarios(
    firefoxDriver(
      () => firefox,
      () => control,
      VIEWPORT,
    ),
    (path) => pages.url(path),
    async (patch) => {
      await askBackground(control, { type: 'settings.update', patch });
    },
  );
});
