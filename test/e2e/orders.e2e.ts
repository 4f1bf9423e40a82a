/**
 * A number's orders where the number is shown, in a real Chromium against the emulator: the
 * shared scenarios (`scenarios/orders.ts`: the popup's detail and the workspace record a sale),
 * and the hover card on an amoCRM-like page (totals, and "Record a sale…" opening the workspace
 * on that number), Chromium's own: the tab the card opens is handed over by Playwright's
 * context, which the driver does not offer.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { hoverUntilCard } from './harness/crm-pages.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { useChromium } from './harness/chromium-session.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { ORDERS_PHONE, ordersScenarios } from './scenarios/orders.ts';
import { formatPhone } from '../../lib/format/phone.ts';

const PHONE = ORDERS_PHONE; // 79161234567
const VIEWPORT = { width: 1280, height: 800 };

describe('orders in the popup and the card (Chromium)', () => {
  const { chromium, emulator, fixtures, send, setLanguage } = useChromium({
    emulator: { calls: 800, leads: 200 },
  });

  ordersScenarios({ driver: chromiumDriver(chromium, VIEWPORT), emulator, ask: send });

  afterAll(async () => {
    await setLanguage('en').catch(() => undefined);
  });

  it('shows order totals in the card and opens the workspace on the number to record a sale', async () => {
    const page = await chromium().context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(fixtures().url('crm/amocrm-deal.html'));
    const card = await hoverUntilCard(page, '#deal-phone');
    const totals = card.getByTestId('order-totals');
    await totals.waitFor();
    await expect(totals.textContent()).resolves.toMatch(/orders? · revenue ₽/);
    await saveScreenshot(page, 'card-orders-en', { fullPage: false });
    const [workspace] = await Promise.all([
      chromium().context.waitForEvent('page'),
      card.getByRole('button', { name: 'Record a sale…' }).click(),
    ]);
    await workspace.waitForURL(/workspace\.html#phone=79161234567&form=order/);
    await workspace.getByTestId('order-totals').waitFor();
    // The card's "Record a sale…" opens the form itself, seeded with the latest call's ids.
    const form = workspace.getByRole('form', { name: 'Record a sale' });
    await form.waitFor();
    // Shown grouped as everywhere (read back as digits when the form is sent).
    await expect(form.getByLabel('Caller phone').inputValue()).resolves.toBe(formatPhone(PHONE));
    await workspace.close();
    await page.close();
  });
});
