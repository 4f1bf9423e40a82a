/**
 * One key status in every view, in Chromium against the emulator (the scenario is shared with
 * Firefox ESR: test/e2e/scenarios/key-state.ts).
 */
import { afterAll, beforeAll, describe } from 'vitest';
import type { ChromiumWithExtension } from './harness/chromium.ts';
import { startCrmBrowser, type CrmBrowser } from './harness/crm-pages.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { useEmulator } from './harness/emulator.ts';
import type { FixtureServer } from './harness/pages.ts';
import { keyStateScenarios } from './scenarios/key-state.ts';

const VIEWPORT = { width: 1280, height: 800 };

describe('one key status in every view (Chromium)', () => {
  const emulator = useEmulator({ calls: 600, leads: 150 });
  let browser: CrmBrowser;
  let chromium: ChromiumWithExtension;
  let pages: FixtureServer;

  beforeAll(async () => {
    browser = await startCrmBrowser(emulator().baseUrl, VIEWPORT);
    ({ chromium, pages } = browser);
  });

  afterAll(async () => {
    await browser?.close();
  });

  keyStateScenarios(
    chromiumDriver(() => chromium, VIEWPORT),
    emulator,
    (path) => pages.url(path),
  );
});
