/**
 * The popup in Firefox ESR against the emulator: the shared scenarios (`scenarios/popup.ts`:
 * search in three formats, tag add and remove reaching the emulator's store, the numbers of a
 * tab, screenshots in English and Russian).
 */
import { describe } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { askBackground } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { popupScenarios } from './scenarios/popup.ts';

const skip = skipWithoutFirefox('Firefox popup e2e');

const VIEWPORT = { width: 1280, height: 800 };

describe.skipIf(skip)('popup in Firefox ESR against the emulator', () => {
  const { emulator, firefox, control, fixtures } = useFirefox({
    emulator: { calls: 600, leads: 150 },
  });

  popupScenarios({
    driver: firefoxDriver(firefox, control, VIEWPORT),
    emulator,
    ask: (message) => askBackground(control(), message),
    url: (path) => fixtures().url(path),
  });
});
