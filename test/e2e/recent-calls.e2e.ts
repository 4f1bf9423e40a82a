/**
 * The popup's Recent calls view in a real Chromium against the emulator: the shared scenario
 * (`scenarios/recent-calls.ts`, registered by `recent-calls-firefox.e2e.ts` too), its English
 * and Russian screenshots kept for the README. What is Chromium's own: Find in CRM on an amoCRM
 * account (served by the test through Playwright's routing, clicked on the toolbar through CDP
 * so the extension may read the tab's address) opens the preset's search with the number.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useChromium } from './harness/chromium-session.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { REPO_ROOT } from './harness/paths.ts';
import { clickToolbarAction } from './harness/toolbar-action.ts';
import { waitFor } from './harness/wait.ts';
import {
  NEW_CALLER,
  RECENT_VIEWPORT,
  prepareRecent,
  recentCallsScenarios,
  recentCallsUnreachableScenario,
  type RecentSession,
} from './scenarios/recent-calls.ts';

const CRM_ORIGIN = 'https://acme.amocrm.ru';

describe('Recent calls (Chromium)', () => {
  const { chromium, emulator, fixtures, send } = useChromium({
    emulator: { calls: 600, leads: 150 },
    extraArgs: ['--enable-unsafe-extension-debugging'],
  });
  const driver = chromiumDriver(chromium, RECENT_VIEWPORT);
  const session: RecentSession = {
    driver,
    emulator,
    ask: send,
    docsDir: join(REPO_ROOT, 'docs/screenshots'),
  };
  let tabId: number;

  beforeAll(async () => {
    tabId = await prepareRecent(session, fixtures().url('crm/contacts-list.html'));
  });

  recentCallsScenarios(session, () => tabId);

  it('Find in CRM opens the amoCRM preset’s search with the number', async () => {
    // An amoCRM account's page, served by the test; the toolbar click lets the extension read
    // its address (activeTab), as a rep's click does.
    await chromium().context.route(`${CRM_ORIGIN}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>amoCRM</title><p>CRM</p>',
      }),
    );
    const crm = await chromium().context.newPage();
    await crm.goto(`${CRM_ORIGIN}/leads/pipeline/`);
    await clickToolbarAction(chromium(), crm.url());
    const crmTab = await waitFor(() => driver.tabIdOf(crm.url()), `the tab of ${crm.url()}`);

    const page = await chromium().openExtensionPage(`popup.html?tab=${crmTab}`, {
      viewport: RECENT_VIEWPORT,
    });
    await page.waitForSelector('body[data-ready-ms]');
    await page.locator('.tl-popup-header button[aria-pressed]').click();
    const group = page.locator(`.tl-recent-group[data-phone="${NEW_CALLER}"]`);
    await group.waitFor();
    const find = group.getByRole('link', { name: 'Find in CRM' });
    const expected = `${CRM_ORIGIN}/contacts/list/?term=%2B${NEW_CALLER}`;
    await expect(find.getAttribute('href')).resolves.toBe(expected);
    const [opened] = await Promise.all([chromium().context.waitForEvent('page'), find.click()]);
    await waitFor(() => opened.url() === expected, 'the CRM search to open');
    await opened.close();
    await page.close();
    await crm.close();
  });

  recentCallsUnreachableScenario(session, () => tabId);
});
