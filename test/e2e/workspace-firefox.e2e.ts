/**
 * The workspace in Firefox ESR against the emulator: the shared scenario
 * (`scenarios/workspace.ts`: a BI table's counters by site and the recent tables by name, the
 * sale and correct-call forms with grouped numbers and tag suggestions, saved; English and
 * Russian). The CSV downloads stay in `workspace.e2e.ts`: puppeteer over BiDi does not hand a
 * test the downloaded file, and the file's text is made by the same background code in both.
 */
import { describe } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { askBackground } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { WORKSPACE_VIEWPORT, workspaceScenario } from './scenarios/workspace.ts';

const skip = skipWithoutFirefox('Firefox workspace e2e');

describe.skipIf(skip)('The workspace (Firefox ESR)', () => {
  const { firefox, control, emulator } = useFirefox({
    emulator: { calls: 3000, leads: 600 },
    fixtures: false,
  });

  workspaceScenario({
    driver: firefoxDriver(firefox, control, WORKSPACE_VIEWPORT),
    emulator,
    setLanguage: (language) =>
      askBackground(control(), { type: 'settings.update', patch: { language } }),
  });
});
