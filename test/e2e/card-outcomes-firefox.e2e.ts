/**
 * The card's outcome buttons in Firefox ESR against the emulator: the shared scenario
 * (`scenarios/card-loop.ts`), as in Chromium; nothing differs.
 */
import { describe } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { askBackground } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { CARD_LOOP_VIEWPORT, cardOutcomesScenario } from './scenarios/card-loop.ts';

const skip = skipWithoutFirefox('Firefox card outcomes e2e');

describe.skipIf(skip)('The card offers call outcomes (Firefox ESR)', () => {
  const { firefox, control, emulator, fixtures } = useFirefox();

  cardOutcomesScenario({
    driver: firefoxDriver(firefox, control, CARD_LOOP_VIEWPORT),
    emulator,
    pageUrl: (path) => fixtures().url(path),
    setLanguage: (language) =>
      askBackground(control(), { type: 'settings.update', patch: { language } }),
  });
});
