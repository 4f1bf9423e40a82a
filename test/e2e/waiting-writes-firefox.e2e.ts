/**
 * A write that keeps failing, in Firefox ESR against the emulator: the shared scenario
 * (`scenarios/waiting-writes.ts`), as in Chromium; nothing differs.
 */
import { describe } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { askBackground } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { WAITING_VIEWPORT, waitingWritesScenario } from './scenarios/waiting-writes.ts';

const skip = skipWithoutFirefox('Firefox waiting writes e2e');

describe.skipIf(skip)('A write that keeps failing (Firefox ESR)', () => {
  const { firefox, control, emulator, fixtures } = useFirefox({
    emulator: { calls: 50, leads: 10 },
  });

  waitingWritesScenario({
    driver: firefoxDriver(firefox, control, WAITING_VIEWPORT),
    emulator,
    ask: (message) => askBackground(control(), message),
    pageUrl: (path) => fixtures().url(path),
  });
});
