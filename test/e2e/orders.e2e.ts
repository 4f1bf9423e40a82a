/**
 * A number's orders where the number is shown, in a real Chromium against the emulator: the
 * popup's detail (totals, "Record a sale" reaching the emulator) and the hover card on an
 * amoCRM-like page (totals, and "Record a sale…" opening the workspace on that number).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PHONES } from '../../emulator/index.ts';
import { hoverUntilCard } from './harness/crm-pages.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';
import { useChromium } from './harness/chromium-session.ts';
import { formatPhone } from '../../lib/format/phone.ts';

const PHONE = DEMO_PHONES.manyCallsAndLeads; // 79161234567
const POPUP_VIEWPORT = { width: 400, height: 600 };

describe('orders in the popup and the card (Chromium)', () => {
  const { chromium, emulator, fixtures, setLanguage } = useChromium({
    emulator: { calls: 800, leads: 200 },
  });

  const phoneOrders = () =>
    emulator().store.counters.flatMap((c) =>
      emulator()
        .store.orders(c.counterId)
        .filter((o) => o.callerPhone === PHONE),
    );

  const openDetail = async () => {
    const page = await chromium().openExtensionPage('popup.html', { viewport: POPUP_VIEWPORT });
    await page.waitForSelector('body[data-ready-ms]');
    await page.getByRole('searchbox').fill(PHONE);
    await page.getByRole('searchbox').press('Enter');
    await page.getByTestId('order-totals').waitFor();
    return page;
  };

  afterAll(async () => {
    await setLanguage('en').catch(() => undefined);
  });

  it('shows the number orders with totals in the popup and records a sale there', async () => {
    const page = await openDetail();
    const before = phoneOrders().length;
    await expect(page.getByTestId('order-totals').textContent()).resolves.toMatch(
      new RegExp(`^${before} orders? · revenue ₽`),
    );
    await page.getByRole('button', { name: 'Record a sale' }).click();
    const form = page.getByRole('form', { name: 'Record a sale' });
    await form.getByLabel('Order id').fill('POPUP-SALE-1');
    await form.getByLabel('Revenue, ₽').fill('2500');
    await form.getByLabel('Order id').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'popup-record-sale-en', { fullPage: false });
    await form.getByRole('button', { name: 'Save' }).click();
    await waitFor(() => phoneOrders().length === before + 1, 'the sale to reach the emulator');
    expect(phoneOrders().find((o) => o.orderId === 'POPUP-SALE-1')).toMatchObject({
      revenue: 2500,
      callerPhone: PHONE,
    });
    // Once the tracker accepted it, the list and the totals show it.
    await page.locator('[data-order-id="POPUP-SALE-1"]').waitFor();
    await expect(page.getByTestId('order-totals').textContent()).resolves.toMatch(
      new RegExp(`^${before + 1} orders`),
    );
    await page.getByTestId('order-totals').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'popup-orders-en', { fullPage: false });
    await setLanguage('ru');
    await page.reload();
    await page.waitForSelector('body[data-ready-ms]');
    await page.getByRole('searchbox').fill(PHONE);
    await page.getByRole('searchbox').press('Enter');
    await page.getByTestId('order-totals').waitFor();
    await expect(page.getByTestId('order-totals').textContent()).resolves.toMatch(
      /заказ.* · выручка/,
    );
    await page.getByTestId('order-totals').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'popup-orders-ru', { fullPage: false });
    await setLanguage('en');
    await page.close();
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
