/**
 * An open CRM tab follows a language switch without a reload, in Firefox ESR (demo build,
 * emulator): the shared scenario (`scenarios/card-loop.ts`), as in Chromium; nothing differs.
 */
import { describe } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { askBackground } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { CARD_LOOP_VIEWPORT, languageFollowScenario } from './scenarios/card-loop.ts';

const skip = skipWithoutFirefox('Firefox language follow e2e');

describe.skipIf(skip)('Open CRM tabs follow the language (Firefox ESR)', () => {
  const { firefox, control, emulator, fixtures } = useFirefox();

  languageFollowScenario({
    driver: firefoxDriver(firefox, control, CARD_LOOP_VIEWPORT),
    emulator,
    pageUrl: (path) => fixtures().url(path),
    setLanguage: (language) =>
      askBackground(control(), { type: 'settings.update', patch: { language } }),
  });
});
