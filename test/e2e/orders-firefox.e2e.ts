/**
 * One order flow in Firefox ESR against the emulator: the workspace opened on a number shows
 * its orders, "Record a sale" reaches the emulator's store, and the list then shows the sale.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PHONES } from '../../emulator/index.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';

const skip = skipWithoutFirefox('Firefox orders e2e');

const PHONE = DEMO_PHONES.manyCallsAndLeads;

describe.skipIf(skip)('orders in Firefox ESR against the emulator', () => {
  const { emulator, firefox } = useFirefox({
    emulator: { calls: 600, leads: 150 },
    fixtures: false,
  });

  it('records a sale for a number from the workspace, and the emulator stores it', async () => {
    const page = await firefox().openExtensionPage(`workspace.html#phone=${PHONE}`, {
      viewport: { width: 1100, height: 800 },
      readySelector: '[data-testid="order-totals"]',
    });
    const counter = emulator().store.demoCounterId;
    await page.click('.tl-o-actions .tl-button--primary');
    await page.waitForSelector('#order-orderId');
    await page.type('#order-orderId', 'FF-SALE-1');
    await page.type('#order-revenue', '7 300,25');
    await page.type('#order-tags', 'firefox');
    await page.click('.tl-o-form button[type="submit"]');
    await waitFor(
      () => emulator().store.findOrder(counter, 'FF-SALE-1') !== undefined,
      'the sale to reach the emulator',
    );
    expect(emulator().store.findOrder(counter, 'FF-SALE-1')).toMatchObject({
      revenue: 7300.25,
      callerPhone: PHONE,
      tags: ['firefox'],
    });
    await page.waitForSelector('[data-order-id="FF-SALE-1"]');
    await saveScreenshot(page, 'firefox-workspace-number', { fullPage: false });
    await page.close();
  });
});
