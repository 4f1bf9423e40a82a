/**
 * The extension starts, written once and registered by `foundation.e2e.ts` (Chromium) and
 * `foundation-firefox.e2e.ts` (Firefox ESR), demo builds: the options page and the popup render
 * (the popup ready to search, no "connect your account" panel), and the extension reaches the
 * emulator, which answers its key and refuses a wrong one.
 */
import { expect, it } from 'vitest';
import type { BrowserDriver, DriverPage } from '../harness/driver.ts';
import { waitFor } from '../harness/wait.ts';

export const POPUP_VIEWPORT = { width: 420, height: 600 };

export interface FoundationTracker {
  baseUrl: string;
  keys: { full: string };
}

interface MeReply {
  status: number;
  counterIds: string[];
}

const hasText = (page: DriverPage) =>
  waitFor(
    () => page.evaluate(() => document.body.innerText.trim().length > 0, undefined),
    'the page to show text',
  );

export function foundationScenarios(driver: BrowserDriver, tracker: () => FoundationTracker) {
  // Runs in an extension context: reads /api/me and lists the counter ids it names.
  const fetchMe = (apiKey: string) =>
    driver.inExtension(
      async (meUrl): Promise<MeReply> => {
        const response = await fetch(meUrl);
        if (!response.ok) return { status: response.status, counterIds: [] };
        const body = (await response.json()) as {
          projects: Record<string, { counters: Record<string, { counter_id: string }> }>;
        };
        const counterIds = Object.values(body.projects).flatMap((project) =>
          Object.values(project.counters).map((counter) => String(counter.counter_id)),
        );
        return { status: response.status, counterIds };
      },
      `${tracker().baseUrl}/api/me?apiKey=${encodeURIComponent(apiKey)}`,
    );

  it('renders the options page', async () => {
    const page = await driver.openExtensionPage('options.html');
    await hasText(page);
    expect(await page.evaluate(() => document.title, undefined)).not.toBe('');
    await page.screenshot('foundation-options');
    await page.close();
  });

  it('renders the popup ready to search', async () => {
    const page = await driver.openExtensionPage('popup.html', POPUP_VIEWPORT);
    await waitFor(async () => (await page.count('body[data-ready-ms]')) > 0, 'the popup ready');
    await hasText(page);
    await page.waitFor('#tl-search-input', 'visible');
    // Configured (the demo key preset): no "connect your account" panel.
    const text = await page.evaluate(() => document.body.innerText, undefined);
    expect(text).not.toMatch(/Connect your K50 Tracker account|Подключите/);
    await page.screenshot('foundation-popup');
    await page.close();
  });

  it('reaches the emulator from the extension', async () => {
    const me = await fetchMe(tracker().keys.full);
    expect(me.status).toBe(200);
    expect(me.counterIds.length).toBeGreaterThan(0);

    const wrongKey = await fetchMe('not-a-key');
    expect(wrongKey.status).toBe(403);
  });
}
