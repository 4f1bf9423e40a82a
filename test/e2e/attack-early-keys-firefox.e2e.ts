/**
 * Attack row 17 (`scenarios/attack-early-keys.ts`) in Firefox ESR, shared with Chromium
 * (`attack-early-keys.e2e.ts`): nothing of it differs between the browsers (the spy would see a
 * `keypress` of the held keys as well, which Firefox fires where Chromium does not).
 */
import { describe } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { earlyKeysScenario } from './scenarios/attack-early-keys.ts';

const skip = skipWithoutFirefox('Firefox early keys attack e2e');
const VIEWPORT = { width: 1280, height: 800 };

describe.skipIf(skip)(
  'attack row 17: keys typed before the tag field is ready, in Firefox ESR',
  () => {
    const { firefox, control, emulator, fixtures } = useFirefox();

    earlyKeysScenario(firefoxDriver(firefox, control, VIEWPORT), emulator, (path) =>
      fixtures().url(path),
    );
  },
);
