/**
 * A number's CSV file in Firefox ESR, the tracker being the emulator behind a proxy: the
 * shared scenario (`scenarios/number-csv.ts`), as in Chromium; nothing differs.
 */
import { afterAll, describe } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { askBackground } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { startHostileApi, type HostileApi } from './harness/hostile-api.ts';
import { CSV_VIEWPORT, numberCsvScenario } from './scenarios/number-csv.ts';

const skip = skipWithoutFirefox('Firefox number CSV e2e');

describe.skipIf(skip)("A number's CSV file (Firefox ESR)", () => {
  let tracker: HostileApi | undefined;
  const { firefox, control, emulator } = useFirefox({
    fixtures: false,
    tracker: async (running) => {
      tracker = await startHostileApi(running.baseUrl);
      return tracker.baseUrl;
    },
  });

  afterAll(async () => {
    await tracker?.close();
  });

  numberCsvScenario({
    driver: firefoxDriver(firefox, control, CSV_VIEWPORT),
    emulator,
    tracker: () => tracker!,
    ask: (message) => askBackground(control(), message),
  });
});
