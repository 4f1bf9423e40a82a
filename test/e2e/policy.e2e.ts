/**
 * The organisation's policies in Chromium, from a REAL policy file (/etc/chromium/policies/
 * managed/, harness/policy-files.ts) read by the untouched product build (a copy with a manifest
 * `key`, so the file can name its id). What both browsers show alike (set up by the policy
 * alone, the key's text nowhere readable) is `scenarios/policy.ts`, shared with
 * `policy-firefox.e2e.ts`. What is Chromium's own: its policy folder is re-read while it runs,
 * so a locked policy, a new key and a removed key are followed live (Firefox reads policies
 * only when it starts), and a policy-listed site is offered in the popup in the organisation's
 * words, then read once: Chromium's permission prompt has no test hook to answer it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { backgroundAsk } from '../../scripts/demo-screens.ts';
import { launchChromiumWithExtension, type ChromiumWithExtension } from './harness/chromium.ts';
import { chromiumPage } from './harness/driver-chromium.ts';
import { startTestEmulator, type RunningEmulator } from './harness/emulator.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import {
  chromiumPolicyFile,
  keyedCopy,
  type KeyedBuild,
  type PolicyFile,
} from './harness/policy-files.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';
import { scaled } from './harness/machine-speed.ts';
import { policyScenarios, readableFrom } from './scenarios/policy.ts';

interface ChromeGlobal {
  chrome: { tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> } };
}

/** Chromium re-reads a changed policy folder once its files settle (about 5 s): waited for. */
const POLICY_RELOAD = { timeoutMs: 90_000, intervalMs: 250 };

describe('the organisation’s policies (Chromium, product build, real policy file)', () => {
  let emulator: RunningEmulator;
  let fixtures: FixtureServer;
  let build: KeyedBuild;
  let policy: PolicyFile;
  let chromium: ChromiumWithExtension;
  let options: Page;

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.chrome);
    emulator = await startTestEmulator({ calls: 400, leads: 100 });
    fixtures = await startFixtureServer();
    build = await keyedCopy(BUILD_DIRS.chrome);
    policy = chromiumPolicyFile(build.extensionId);
    await policy.write({
      serviceAddress: emulator.baseUrl,
      apiKey: emulator.keys.full,
      sites: ['localhost'],
    });
    chromium = await launchChromiumWithExtension({
      extensionDir: build.dir,
      extraArgs: ['--enable-unsafe-extension-debugging'],
    });
    expect(chromium.extensionId).toBe(build.extensionId);
    options = await chromium.openExtensionPage('options.html', {
      viewport: { width: 900, height: 1100 },
    });
    await options.locator('#organisation').waitFor();
  });

  afterAll(async () => {
    // The file first: every Chromium on this machine reads the folder.
    await policy?.remove();
    await chromium?.close();
    await build?.remove();
    await fixtures?.close();
    await emulator?.close();
  });

  policyScenarios(
    () => chromiumPage(options),
    () => emulator,
  );

  it('offers a policy-listed site in the organisation’s words and reads its numbers with the organisation’s key', async () => {
    const url = fixtures.url('hello.html').replace('127.0.0.1', 'localhost');
    const site = await chromium.context.newPage();
    await site.goto(url);
    const cdp = await chromium.context.browser()!.newBrowserCDPSession();
    const { targetInfos } = (await cdp.send('Target.getTargets', {
      filter: [{ type: 'tab' }],
    })) as { targetInfos: { targetId: string; url: string }[] };
    const target = targetInfos.find((info) => info.url === url)!;
    // The toolbar click (activeTab), as a person's: the popup may read this tab once.
    await cdp.send(
      'Extensions.triggerAction' as never,
      { id: chromium.extensionId, targetId: target.targetId } as never,
    );
    await cdp.detach();
    const tabId = await waitFor(async () => {
      const tabs = await options.evaluate(() =>
        (globalThis as unknown as ChromeGlobal).chrome.tabs.query({}),
      );
      return tabs.find((tab) => tab.url === url)?.id;
    }, 'the clicked tab');
    const popup = await chromium.openExtensionPage(`popup.html?tab=${tabId}`, {
      viewport: { width: 400, height: 560 },
    });
    await popup
      .getByText('Your organisation turned Tracker Lens on for localhost: allow it here once.')
      .waitFor();
    await popup.getByRole('button', { name: 'Allow localhost' }).waitFor();
    await saveScreenshot(popup, 'popup-policy-allow-en', { fullPage: false });
    await backgroundAsk(options)({ type: 'settings.update', patch: { language: 'ru' } });
    const ru = await chromium.openExtensionPage(`popup.html?tab=${tabId}`, {
      viewport: { width: 400, height: 560 },
    });
    await ru.getByRole('button', { name: 'Разрешить localhost' }).waitFor();
    await saveScreenshot(ru, 'popup-policy-allow-ru', { fullPage: false });
    await ru.close();
    await backgroundAsk(options)({ type: 'settings.update', patch: { language: 'en' } });
    await popup.getByRole('button', { name: 'Look up once' }).click();
    await popup
      .locator('.tl-phone')
      .first()
      .waitFor({ timeout: scaled(30_000) });
    expect(await popup.locator('.tl-phone-list').innerText()).toContain('+7 916 123-45-67');
    expect(await readableFrom(chromiumPage(popup))).not.toContain(emulator.keys.full);
    await popup.close();
    await site.close();
  });

  it('locked: the address and key cannot be changed, and a policy that does not read is named', async () => {
    await policy.write({
      serviceAddress: emulator.baseUrl,
      apiKey: emulator.keys.full,
      lockedSettings: true,
      // A string, as the schema says, but no host name: our own rule refuses it.
      sites: ['not a host!'],
    });
    await options
      .getByText(/Your organisation’s setting `sites` could not be read: Use a host name/)
      .waitFor({ timeout: POLICY_RELOAD.timeoutMs });
    await options.getByText('Your organisation locked these settings').waitFor();
    expect(await options.locator('#tl-base-url').isDisabled()).toBe(true);
    expect(await options.locator('#tl-key-input').count()).toBe(0);
    expect(await options.getByRole('button', { name: 'Replace key' }).count()).toBe(0);
    const ask = backgroundAsk(options);
    const refused = await ask<{ state: string; reason?: string }>({
      type: 'key.set',
      apiKey: emulator.keys.limited,
    });
    expect(refused).toMatchObject({ state: 'rejected', reason: 'locked' });
    await expect(
      ask({ type: 'settings.update', patch: { baseUrl: 'https://elsewhere.example.com' } }),
    ).rejects.toThrow(/bad_request/);
    const { baseUrl } = await ask<{ baseUrl: string }>({ type: 'settings.get' });
    expect(baseUrl).toBe(emulator.baseUrl);
    await options.locator('[data-policy-key="valid"]').waitFor();
    await saveScreenshot(options, 'options-policy-locked-en', { fullPage: false });
  });

  it('follows a new key and a removed key in the policy file, live', async () => {
    await policy.write({ serviceAddress: emulator.baseUrl, apiKey: emulator.keys.limited });
    // The limited key sees one counter.
    await options
      .locator('[data-policy-key="valid"]')
      .getByText('The key works: it sees 1 counter of the tracker.')
      .waitFor({ timeout: POLICY_RELOAD.timeoutMs });
    expect(await readableFrom(chromiumPage(options))).not.toContain(emulator.keys.limited);

    await policy.write({ serviceAddress: emulator.baseUrl });
    const ask = backgroundAsk(options);
    await waitFor(
      async () =>
        (await ask<{ key: { state: string } }>({ type: 'setup.status' })).key.state === 'missing',
      'the key to be gone with its policy',
      POLICY_RELOAD,
    );
    await options.getByText('API key: set by your organisation').waitFor({ state: 'detached' });
    await options.locator('#tl-key-input').waitFor();
  });
});
