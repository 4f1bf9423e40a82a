/**
 * One key status in every view, in Chromium against the emulator (the scenario is shared with
 * Firefox ESR: test/e2e/scenarios/key-state.ts).
 */
import { beforeAll, describe } from 'vitest';
import type { ChromiumWithExtension } from './harness/chromium.ts';
import { useCrmBrowser } from './harness/crm-pages.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { useEmulator } from './harness/emulator.ts';
import type { FixtureServer } from './harness/pages.ts';
import { keyStateScenarios } from './scenarios/key-state.ts';

const VIEWPORT = { width: 1280, height: 800 };

describe('one key status in every view (Chromium)', () => {
  const emulator = useEmulator({ calls: 600, leads: 150 });
  const browser = useCrmBrowser(() => emulator().baseUrl, VIEWPORT);
  let chromium: ChromiumWithExtension;
  let pages: FixtureServer;
  beforeAll(() => void ({ chromium, pages } = browser));

  keyStateScenarios(
    chromiumDriver(() => chromium, VIEWPORT),
    emulator,
    (path) => pages.url(path),
  );
});
