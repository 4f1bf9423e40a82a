/**
 * Attack row 16 (`scenarios/attack-recording.ts`) in Firefox ESR, shared with Chromium
 * (`attack-recording.e2e.ts`): nothing of it differs between the browsers.
 */
import { describe } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { recordingScenario } from './scenarios/attack-recording.ts';

const skip = skipWithoutFirefox('Firefox recording attack e2e');
const VIEWPORT = { width: 1280, height: 800 };

describe.skipIf(skip)('attack row 16: a recording played in the card, in Firefox ESR', () => {
  const { emulator, firefox, control, fixtures } = useFirefox();

  recordingScenario(firefoxDriver(firefox, control, VIEWPORT), emulator, (path) =>
    fixtures().url(path),
  );
});
