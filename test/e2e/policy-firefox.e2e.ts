/**
 * The organisation's policies in Firefox ESR, from a REAL policies.json (`3rdparty`, the
 * manifest's gecko id). What both browsers show alike (set up by the policy alone, the key's
 * text nowhere readable) is `scenarios/policy.ts`, shared with `policy.e2e.ts`. What is
 * Firefox's own: a policy-listed site is allowed from the popup's one click (the pref
 * `extensions.webextOptionalPermissionPrompts` answers the prompt Chromium leaves open) and its
 * numbers are read there with the organisation's key.
 *
 * The file is this launch's own (`browser.policies.alternatePath`, harness/policy-files.ts),
 * so Firefox runs of other tests on the machine never read it. Firefox reads policies when it
 * starts, so a change is followed after a restart only (the live change runs in Chromium,
 * policy.e2e.ts).
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firefoxPage } from './harness/driver-firefox.ts';
import { startTestEmulator, type RunningEmulator } from './harness/emulator.ts';
import {
  askBackground,
  findTabId,
  launchFirefoxWithExtension,
  readSessionStorage,
  setViewport,
  type FirefoxWithExtension,
} from './harness/firefox.ts';
import { skipWithoutFirefox } from './harness/firefox-session.ts';
import { clickToolbarButton } from './harness/firefox-toolbar.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { BUILD_DIRS, GECKO_ID, assertBuilt } from './harness/paths.ts';
import { firefoxPolicyFile, type PolicyFile } from './harness/policy-files.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';
import { scaled } from './harness/machine-speed.ts';
import { policyScenarios, readableFrom } from './scenarios/policy.ts';

const skip = skipWithoutFirefox('Firefox policies e2e');

describe.skipIf(skip)(
  'the organisation’s policies (Firefox ESR, product build, policies.json)',
  () => {
    let emulator: RunningEmulator;
    let fixtures: FixtureServer;
    let policy: PolicyFile;
    let firefox: FirefoxWithExtension;
    let options: Page;

    beforeAll(async () => {
      assertBuilt(BUILD_DIRS.firefox);
      emulator = await startTestEmulator({ calls: 400, leads: 100 });
      fixtures = await startFixtureServer();
      const file = await firefoxPolicyFile(GECKO_ID);
      policy = file;
      await file.write({
        serviceAddress: emulator.baseUrl,
        apiKey: emulator.keys.full,
        sites: ['localhost'],
      });
      firefox = await launchFirefoxWithExtension({
        extensionDir: BUILD_DIRS.firefox,
        // The test hook for the grant: no prompt, the request is granted.
        extraPrefs: { ...file.prefs, 'extensions.webextOptionalPermissionPrompts': false },
        extraEnv: file.env,
      });
      options = await firefox.openExtensionPage('options.html', {
        readySelector: '#organisation',
        viewport: { width: 900, height: 1100 },
      });
    });

    afterAll(async () => {
      await firefox?.close();
      await policy?.remove();
      await fixtures?.close();
      await emulator?.close();
    });

    policyScenarios(
      () => firefoxPage(options),
      () => emulator,
    );

    const waitForText = (page: Page, text: string) =>
      page.waitForFunction(
        (t) => document.body.innerText.includes(t),
        { timeout: scaled(60_000) },
        text,
      );

    it('a policy-listed site: one click in the popup allows it, and its numbers are read with the organisation’s key', async () => {
      const url = fixtures.url('hello.html').replace('127.0.0.1', 'localhost');
      const site = await firefox.browser.newPage();
      await setViewport(site, { width: 1000, height: 700 });
      await site.goto(url);
      await clickToolbarButton(firefox.browser, site);
      const tabId = await waitFor(() => findTabId(options, url), 'the clicked tab’s address');
      const popup = await firefox.openExtensionPage(`popup.html?tab=${tabId}`, {
        readySelector: 'body[data-ready-ms]',
        viewport: { width: 400, height: 560 },
      });
      await waitForText(
        popup,
        'Your organisation turned Tracker Lens on for localhost: allow it here once.',
      );
      await saveScreenshot(popup, 'firefox-popup-policy-allow-en', { fullPage: false });
      await (await popup.waitForSelector('::-p-text(Allow localhost)'))!.click();

      const { demoPhones } = emulator.store;
      await waitFor(async () => {
        const seen = (await readSessionStorage<string[]>(options, `detected:${tabId}`)) ?? [];
        return seen.includes(demoPhones.manyCallsAndLeads);
      }, 'the listed site’s numbers detected by the content script');
      await popup.waitForSelector('.tl-phone');
      expect(
        await popup.$eval('.tl-phone-list', (list) => (list as HTMLElement).innerText),
      ).toContain('+7 916 123-45-67');
      const [summary] = await askBackground<{ known: boolean }[]>(options, {
        type: 'lookup.summaries',
        phones: [demoPhones.manyCallsAndLeads],
      });
      expect(summary?.known).toBe(true);
      expect(await readableFrom(firefoxPage(popup))).not.toContain(emulator.keys.full);
      await popup.close();
      await site.close();
    });
  },
);
