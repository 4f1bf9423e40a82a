/**
 * A write that keeps failing, in a real Chromium against the emulator: the shared scenario
 * (`scenarios/waiting-writes.ts`: the list's "waiting" line, the reason in English and Russian,
 * Retry and Discard asked twice), registered here and in `waiting-writes-firefox.e2e.ts`.
 */
import { afterAll, describe } from 'vitest';
import { useChromium } from './harness/chromium-session.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { WAITING_VIEWPORT, waitingWritesScenario } from './scenarios/waiting-writes.ts';

describe('A write that keeps failing (Chromium)', () => {
  const { chromium, emulator, fixtures, send, setLanguage } = useChromium({
    emulator: { calls: 50, leads: 10 },
  });

  afterAll(async () => {
    await setLanguage('en').catch(() => undefined);
  });

  waitingWritesScenario({
    driver: chromiumDriver(chromium, WAITING_VIEWPORT),
    emulator,
    ask: send,
    pageUrl: (path) => fixtures().url(path),
  });
});
