/** The cue under numbers in Firefox ESR (demo build): the shared scenarios (`scenarios/cue.ts`). */
import { describe } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { askBackground } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { cueScenarios } from './scenarios/cue.ts';

const skip = skipWithoutFirefox('Firefox cue e2e');

const VIEWPORT = { width: 1280, height: 800 };

describe.skipIf(skip)('the cue under numbers in Firefox ESR (demo build)', () => {
  const { firefox, control, fixtures: pages } = useFirefox();

  cueScenarios(
    firefoxDriver(firefox, control, VIEWPORT),
    (path) => pages().url(path),
    async (patch) => {
      await askBackground(control(), { type: 'settings.update', patch });
    },
  );
});
