/**
 * Attack row 16 (`scenarios/attack-recording.ts`) in Chromium, shared with Firefox ESR
 * (`attack-recording-firefox.e2e.ts`): nothing of it differs between the browsers.
 */
import { describe } from 'vitest';
import { useChromium } from './harness/chromium-session.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { recordingScenario } from './scenarios/attack-recording.ts';

const VIEWPORT = { width: 1280, height: 800 };

describe('attack row 16: a recording played in the card, in Chromium', () => {
  const { chromium, emulator, fixtures } = useChromium({ viewport: VIEWPORT });

  recordingScenario(chromiumDriver(chromium, VIEWPORT), emulator, (path) => fixtures().url(path));
});
