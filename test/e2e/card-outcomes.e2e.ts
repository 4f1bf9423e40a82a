/**
 * The card's outcome buttons in a real Chromium against the emulator: the shared scenario
 * (`scenarios/card-loop.ts`: the newest call's outcomes beside the tag field, one click tags
 * it at the tracker, English and Russian), registered here and in `card-outcomes-firefox.e2e.ts`.
 */
import { describe } from 'vitest';
import { useChromium } from './harness/chromium-session.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { CARD_LOOP_VIEWPORT, cardOutcomesScenario } from './scenarios/card-loop.ts';

describe('The card offers call outcomes (Chromium)', () => {
  const { chromium, emulator, fixtures, setLanguage } = useChromium({
    viewport: CARD_LOOP_VIEWPORT,
  });

  cardOutcomesScenario({
    driver: chromiumDriver(chromium, CARD_LOOP_VIEWPORT),
    emulator,
    pageUrl: (path) => fixtures().url(path),
    setLanguage,
  });
});
