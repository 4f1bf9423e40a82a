/**
 * The organisation's policies in Firefox ESR, from a REAL policies.json (`3rdparty`, the
 * manifest's gecko id): the untouched product build set up by the policy alone says in its
 * options that the organisation's key works; the key's text is in no storage, page or answer
 * an extension page or content script can read; a policy-listed site is allowed from the
 * popup's one click and its numbers are read there with the organisation's key.
 *
 * The file is this launch's own (`browser.policies.alternatePath`, harness/policy-files.ts),
 * so Firefox runs of other tests on the machine never read it. Firefox reads policies when it
 * starts, so a change is followed after a restart only (the live change runs in Chromium,
 * policy.e2e.ts).
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const skip = skipWithoutFirefox('Firefox policies e2e');

interface BrowserGlobal {
  browser: {
    storage: Record<'local' | 'session' | 'sync', { get(keys: null): Promise<object> }>;
    permissions: { getAll(): Promise<{ origins?: string[] }> };
  };
}

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
    });

    afterAll(async () => {
      await firefox?.close();
      await policy?.remove();
      await fixtures?.close();
      await emulator?.close();
    });

    /** Everything an extension page or a content script could read, as text. */
    const readable = async (page: Page): Promise<string> => {
      const stored = await page.evaluate(async () => {
        const { browser } = globalThis as unknown as BrowserGlobal;
        return JSON.stringify([
          await browser.storage.local.get(null),
          await browser.storage.session.get(null),
          await browser.storage.sync.get(null),
        ]);
      });
      const answers = await Promise.all(
        ['setup.status', 'settings.get', 'policy.status', 'settings.problems', 'index.status'].map(
          (type) => askBackground(page, { type }).catch((error: unknown) => String(error)),
        ),
      );
      const dom = await page.evaluate(() => document.documentElement.outerHTML);
      return `${stored}\n${JSON.stringify(answers)}\n${dom}`;
    };

    const waitForText = (page: Page, text: string) =>
      page.waitForFunction(
        (t) => document.body.innerText.includes(t),
        { timeout: scaled(60_000) },
        text,
      );

    it('sets up the product build from the policy alone: the options say the organisation’s key works', async () => {
      options = await firefox.openExtensionPage('options.html', {
        readySelector: '#organisation',
        viewport: { width: 900, height: 1100 },
      });
      await waitForText(options, 'API key: set by your organisation');
      await options.waitForSelector('[data-policy-key="valid"]', { timeout: scaled(60_000) });
      await waitForText(options, 'The key works: it sees 4 counters of the tracker.');
      await saveScreenshot(options, 'firefox-options-policy-en', { fullPage: true });
    });

    it('keeps the key’s text out of every storage, page and answer an extension page can read', async () => {
      const text = await readable(options);
      expect(text).toContain(emulator.baseUrl);
      expect(text).not.toContain(emulator.keys.full);
    });

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
      expect(await readable(popup)).not.toContain(emulator.keys.full);
      await popup.close();
      await site.close();
    });
  },
);
