/**
 * The popup's list and detail in Firefox ESR against the emulator, on an amoCRM-like contacts
 * page: the shared scenarios (`scenarios/popup-rows.ts`).
 */
import { describe } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { askBackground } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { popupRowsScenarios } from './scenarios/popup-rows.ts';

const skip = skipWithoutFirefox('Firefox popup rows e2e');

const VIEWPORT = { width: 1280, height: 800 };

describe.skipIf(skip)('popup rows and actions in Firefox ESR', () => {
  const { firefox, control, fixtures } = useFirefox({
    emulator: { calls: 600, leads: 150 },
  });

  popupRowsScenarios({
    driver: firefoxDriver(firefox, control, VIEWPORT),
    ask: (message) => askBackground(control(), message),
    url: (path) => fixtures().url(path),
  });
});
