/**
 * Attack row 17 (`scenarios/attack-early-keys.ts`) in Chromium, shared with Firefox ESR
 * (`attack-early-keys-firefox.e2e.ts`): nothing of it differs between the browsers.
 */
import { describe } from 'vitest';
import { useChromium } from './harness/chromium-session.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { earlyKeysScenario } from './scenarios/attack-early-keys.ts';

const VIEWPORT = { width: 1280, height: 800 };

describe('attack row 17: keys typed before the tag field is ready, in Chromium', () => {
  const { chromium, emulator, fixtures } = useChromium({ viewport: VIEWPORT });

  earlyKeysScenario(chromiumDriver(chromium, VIEWPORT), emulator, (path) => fixtures().url(path));
});
