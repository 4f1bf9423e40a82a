/**
 * Frames in Firefox ESR (MV2), where matching differs from Chrome: `match_about_blank` instead
 * of `match_origin_as_fallback`, and `runtime`/`tabs` messaging by frame id through the
 * persistent background page. The scenarios shared with Chromium are in
 * `scenarios/frames.ts`; the runtime registration is Firefox's own (`contentScripts.register`).
 */
import { describe, expect, it } from 'vitest';
import { firefoxDriver } from './harness/driver-firefox.ts';
import { frameScenarios } from './scenarios/frames.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';

const skip = skipWithoutFirefox('Firefox frames e2e');

const VIEWPORT = { width: 1280, height: 800 };

describe.skipIf(skip)('frames in Firefox ESR (demo build)', () => {
  const { emulator, firefox, control, fixtures: pages } = useFirefox();

  // Written once for Chromium and Firefox ESR (test/e2e/scenarios/frames.ts).
  frameScenarios(firefoxDriver(firefox, control, VIEWPORT), emulator, (path) => pages().url(path));

  it('Firefox accepts the runtime registration the product uses for switched-on sites', async () => {
    // lib/sites/registration.ts registers the script this way in the product build.
    const accepted = await control().evaluate(async () => {
      const api = (
        globalThis as unknown as {
          browser: {
            contentScripts: {
              register(options: object): Promise<{ unregister(): Promise<void> }>;
            };
          };
        }
      ).browser.contentScripts;
      const registration = await api.register({
        matches: ['http://localhost/*'],
        js: [{ file: '/content-scripts/crm.js' }],
        allFrames: true,
        matchAboutBlank: true,
        runAt: 'document_start',
      });
      await registration.unregister();
      return true;
    });
    expect(accepted).toBe(true);
  });
});
