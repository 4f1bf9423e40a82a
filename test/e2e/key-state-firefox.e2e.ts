/**
 * One key status in every view, in Firefox ESR against the emulator (the scenario is shared
 * with Chromium: test/e2e/scenarios/key-state.ts).
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { useEmulator } from './harness/emulator.ts';
import {
  firefoxExecutablePath,
  isFirefoxInstalled,
  launchFirefoxWithExtension,
  useTracker,
  type FirefoxWithExtension,
} from './harness/firefox.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { keyStateScenarios } from './scenarios/key-state.ts';

const skip = !isFirefoxInstalled() && !process.env.CI;
if (skip) console.warn(`Skipping Firefox key-state e2e: ${firefoxExecutablePath()} not found.`);

const VIEWPORT = { width: 1280, height: 800 };

describe.skipIf(skip)('one key status in every view (Firefox ESR)', () => {
  const emulator = useEmulator({ calls: 600, leads: 150 });
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

  keyStateScenarios(
    firefoxDriver(
      () => firefox,
      () => control,
      VIEWPORT,
    ),
    emulator,
    (path) => pages.url(path),
  );
});
