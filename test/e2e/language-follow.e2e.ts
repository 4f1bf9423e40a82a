/**
 * An open CRM tab follows a language switch in the options without a reload (Chromium, demo
 * build, emulator): the shared scenario (`scenarios/card-loop.ts`), registered here and in
 * `language-follow-firefox.e2e.ts`.
 */
import { describe } from 'vitest';
import { useChromium } from './harness/chromium-session.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { CARD_LOOP_VIEWPORT, languageFollowScenario } from './scenarios/card-loop.ts';

describe('Open CRM tabs follow the language (Chromium)', () => {
  const { chromium, emulator, fixtures, setLanguage } = useChromium({
    viewport: CARD_LOOP_VIEWPORT,
  });

  languageFollowScenario({
    driver: chromiumDriver(chromium, CARD_LOOP_VIEWPORT),
    emulator,
    pageUrl: (path) => fixtures().url(path),
    setLanguage,
  });
});
