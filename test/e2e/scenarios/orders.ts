/**
 * A number's orders, written once and registered by `orders.e2e.ts` (Chromium) and
 * `orders-firefox.e2e.ts` (Firefox ESR) against the emulator: the popup's detail shows the
 * number's orders with totals, "Record a sale" there reaches the emulator and the list and the
 * totals then show the sale, in English and Russian; the workspace opened on the number records
 * a sale the same way.
 */
import { expect, it } from 'vitest';
import { DEMO_PHONES } from '../../../emulator/index.ts';
import type { BrowserDriver, DriverPage } from '../harness/driver.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import { waitFor } from '../harness/wait.ts';

export const ORDERS_PHONE = DEMO_PHONES.manyCallsAndLeads; // 79161234567
const POPUP_VIEWPORT = { width: 400, height: 600 };
const TOTALS = '[data-testid="order-totals"]';
const SALE_FORM = 'form[aria-label="Record a sale"]';

export interface OrdersSession {
  driver: BrowserDriver;
  emulator: () => RunningEmulator;
  /** A message to the background (throws on an error answer). */
  ask: <T>(message: unknown) => Promise<T>;
}

/** Types into a field of the sale form after checking its label (a person finds it so). */
async function fillField(page: DriverPage, id: string, label: string, text: string) {
  expect(await page.text(`label[for="${id}"]`)).toContain(label);
  await page.focus(`#${id}`);
  await page.type(text);
}

export function ordersScenarios(session: OrdersSession): void {
  const { driver } = session;
  const phoneOrders = () =>
    session.emulator().store.counters.flatMap((c) =>
      session
        .emulator()
        .store.orders(c.counterId)
        .filter((o) => o.callerPhone === ORDERS_PHONE),
    );
  const setLanguage = (language: 'en' | 'ru') =>
    session.ask({ type: 'settings.update', patch: { language } });

  /** The popup's detail of the number, once its order totals show. */
  const openDetail = async () => {
    const page = await driver.openExtensionPage('popup.html', POPUP_VIEWPORT);
    await page.waitFor('body[data-ready-ms]', 'visible');
    await page.typeAndEnter('#tl-search-input', ORDERS_PHONE);
    await page.waitFor(TOTALS, 'visible');
    return page;
  };

  it('shows the number orders with totals in the popup and records a sale there', async () => {
    const page = await openDetail();
    try {
      const before = phoneOrders().length;
      expect(await page.text(TOTALS)).toMatch(new RegExp(`^${before} orders? · revenue ₽`));
      const recordSale = `[role="toolbar"] .tl-button--primary`;
      expect(await page.text(recordSale)).toBe('Record a sale');
      await page.click(recordSale);
      await page.waitFor(SALE_FORM, 'visible');
      await fillField(page, 'order-orderId', 'Order id', 'POPUP-SALE-1');
      await fillField(page, 'order-revenue', 'Revenue, ₽', '2500');
      await page.scrollIntoView('#order-orderId');
      await page.screenshot('popup-record-sale-en');
      const save = `${SALE_FORM} button[type="submit"]`;
      expect(await page.text(save)).toBe('Save');
      await page.click(save);
      await waitFor(() => phoneOrders().length === before + 1, 'the sale to reach the emulator');
      expect(phoneOrders().find((o) => o.orderId === 'POPUP-SALE-1')).toMatchObject({
        revenue: 2500,
        callerPhone: ORDERS_PHONE,
      });
      // Once the tracker accepted it, the list and the totals show it.
      await page.waitFor('[data-order-id="POPUP-SALE-1"]', 'visible');
      expect(await page.text(TOTALS)).toMatch(new RegExp(`^${before + 1} orders`));
      await page.scrollIntoView(TOTALS);
      await page.screenshot('popup-orders-en');
      await page.close();
      await setLanguage('ru');
      const russian = await openDetail();
      expect(await russian.text(TOTALS)).toMatch(/заказ.* · выручка/);
      await russian.scrollIntoView(TOTALS);
      await russian.screenshot('popup-orders-ru');
      await russian.close();
    } finally {
      await setLanguage('en');
    }
  });

  it('records a sale for a number from the workspace, and the emulator stores it', async () => {
    const page = await driver.openExtensionPage(`workspace.html#phone=${ORDERS_PHONE}`, {
      width: 1100,
      height: 800,
    });
    await page.waitFor(TOTALS, 'visible');
    const counter = session.emulator().store.demoCounterId;
    await page.click('.tl-o-actions .tl-button--primary');
    await page.waitFor('#order-orderId', 'visible');
    await fillField(page, 'order-orderId', 'Order id', 'WS-SALE-1');
    await fillField(page, 'order-revenue', 'Revenue, ₽', '7 300,25');
    await fillField(page, 'order-tags', 'Tags', 'workspace');
    await page.click('.tl-o-form button[type="submit"]');
    await waitFor(
      () => session.emulator().store.findOrder(counter, 'WS-SALE-1') !== undefined,
      'the sale to reach the emulator',
    );
    expect(session.emulator().store.findOrder(counter, 'WS-SALE-1')).toMatchObject({
      revenue: 7300.25,
      callerPhone: ORDERS_PHONE,
      tags: ['workspace'],
    });
    await page.waitFor('[data-order-id="WS-SALE-1"]', 'visible');
    await page.screenshot('workspace-number');
    await page.close();
  });
}
