/**
 * First run without waiting in Firefox ESR (product build, fresh profile): the shared scenario
 * (`scenarios/first-run.ts`), as in Chromium. What differs: Firefox MV2 registers the content
 * script with `contentScripts.register`, which no API lists, so "registered nowhere" is read
 * as the origins granted beyond the manifest's own (a script is registered only on those).
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { useEmulator } from './harness/emulator.ts';
import {
  askBackground,
  launchFirefoxWithExtension,
  type FirefoxWithExtension,
} from './harness/firefox.ts';
import { skipWithoutFirefox } from './harness/firefox-session.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { FIRST_RUN_VIEWPORT, firstRunScenario } from './scenarios/first-run.ts';

const skip = skipWithoutFirefox('Firefox first run e2e');

interface PermissionsGlobal {
  browser: {
    permissions: { getAll(): Promise<{ origins?: string[] }> };
    runtime: { getManifest(): { permissions?: string[] } };
  };
}

describe.skipIf(skip)('first run without waiting (Firefox ESR, product build)', () => {
  const emulator = useEmulator({ calls: 400, leads: 100 });
  let firefox: FirefoxWithExtension | undefined;
  let control: Page | undefined;

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.firefox);
    firefox = await launchFirefoxWithExtension({ extensionDir: BUILD_DIRS.firefox });
    control = await firefox.openExtensionPage('options.html');
  });

  afterAll(async () => {
    await firefox?.close();
  });

  firstRunScenario({
    driver: firefoxDriver(
      () => firefox!,
      () => control!,
      FIRST_RUN_VIEWPORT,
    ),
    emulator,
    ask: (message) => askBackground(control!, message),
    scriptOrigins: () =>
      control!.evaluate(async () => {
        const { browser } = globalThis as unknown as PermissionsGlobal;
        const declared = new Set(browser.runtime.getManifest().permissions ?? []);
        const { origins = [] } = await browser.permissions.getAll();
        return origins.filter((origin) => !declared.has(origin));
      }),
  });
});
