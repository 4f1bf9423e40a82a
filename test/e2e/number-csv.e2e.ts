/**
 * A number's CSV file in a real Chromium, the tracker being the emulator behind a proxy: the
 * shared scenario (`scenarios/number-csv.ts`: every record shown is in the file; the cause said
 * when the tracker's listing lacks one, English and Russian), registered here and in
 * `number-csv-firefox.e2e.ts`.
 */
import { afterAll, describe } from 'vitest';
import { useChromium } from './harness/chromium-session.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { startHostileApi, type HostileApi } from './harness/hostile-api.ts';
import { CSV_VIEWPORT, numberCsvScenario } from './scenarios/number-csv.ts';

describe("A number's CSV file (Chromium)", () => {
  let tracker: HostileApi | undefined;
  const { chromium, emulator, send, setLanguage } = useChromium({
    fixtures: false,
    tracker: async (running) => {
      tracker = await startHostileApi(running.baseUrl);
      return tracker.baseUrl;
    },
  });

  afterAll(async () => {
    await setLanguage('en').catch(() => undefined);
    await tracker?.close();
  });

  numberCsvScenario({
    driver: chromiumDriver(chromium, CSV_VIEWPORT),
    emulator,
    tracker: () => tracker!,
    ask: send,
  });
});
