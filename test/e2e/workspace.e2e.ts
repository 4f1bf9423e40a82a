/**
 * The workspace page in a real Chromium against the emulator: pools, tags and orders of a
 * counter, CSV downloads made of the service's CSV listings page after page, a BI table
 * (schema, sorted and filtered grid, uPlot chart, export), and a number's orders with every
 * write ("Record a sale", correct, tag, log a missed call, correct a call) checked in the
 * emulator's own store. Screenshots of every view in English and Russian, light and dark. The
 * BI table's counter names and recent tables and the forms' numbers and tag suggestions are
 * the shared scenario (`scenarios/workspace.ts`), also run by `workspace-firefox.e2e.ts`.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PHONES } from '../../emulator/index.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';
import { useChromium } from './harness/chromium-session.ts';
import { scaled } from './harness/machine-speed.ts';
import { chromiumDriver } from './harness/driver-chromium.ts';
import { WORKSPACE_VIEWPORT, workspaceScenario } from './scenarios/workspace.ts';

const PHONE = DEMO_PHONES.manyCallsAndLeads; // 79161234567
const VIEWPORT = { width: 1180, height: 860 };

describe('workspace page in Chromium against the emulator', () => {
  const { chromium, emulator, setLanguage } = useChromium({
    emulator: { calls: 3000, leads: 600 },
    fixtures: false,
  });

  const counter = () => emulator().store.demoCounterId;

  const openWorkspace = async (hash = '') => {
    const page = await chromium().openExtensionPage(`workspace.html${hash}`, {
      viewport: VIEWPORT,
    });
    await page.locator('.tl-w-nav').waitFor();
    return page;
  };
  const showView = async (page: Page, name: RegExp) => {
    await page.getByRole('navigation').getByRole('button', { name }).click();
  };

  afterAll(async () => {
    await setLanguage('en').catch(() => undefined);
  });

  it('opens from the popup and the options page', async () => {
    for (const path of ['popup.html', 'options.html']) {
      const page = await chromium().openExtensionPage(path);
      const link = page.getByTestId('open-workspace');
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`${chromium().extensionOrigin}/workspace.html`);
      const [opened] = await Promise.all([
        chromium().context.waitForEvent('page'),
        link.focus().then(() => page.keyboard.press('Enter')),
      ]);
      await opened.locator('.tl-w-nav').waitFor();
      await opened.close();
      await page.close();
    }
  });

  it('shows the counter pools, tags with counts and orders, each as the emulator has them', async () => {
    const page = await openWorkspace();
    const pools = emulator().store.pools(counter());
    const poolRows = page.getByTestId('pools-table').locator('tbody tr');
    await waitFor(async () => (await poolRows.count()) === pools.length, 'every pool');
    const first = pools[0] as { name: string; phones: string[] };
    await expect(poolRows.first().textContent()).resolves.toContain(first.name);
    await expect(
      page
        .getByText(/From the tracker/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await saveScreenshot(page, 'workspace-pools-en', { fullPage: false });

    await showView(page, /^Tags$/);
    const stats = emulator().store.tagStats(counter());
    const tagRows = page.getByTestId('tags-table').locator('tbody tr');
    await waitFor(async () => (await tagRows.count()) === stats.length, 'every tag');
    const stat = stats[0]!;
    await expect(tagRows.first().textContent()).resolves.toContain(stat.name);
    await saveScreenshot(page, 'workspace-tags-en', { fullPage: false });

    await showView(page, /^Orders$/);
    const orderRows = page.getByTestId('orders-table').locator('tbody tr');
    await waitFor(async () => (await orderRows.count()) === 20, 'a page of orders');
    const newest = emulator().store.orders(counter())[0] as { orderId: string };
    await expect(orderRows.first().textContent()).resolves.toContain(newest.orderId);
    const total = emulator().store.orders(counter()).length;
    await page.getByText(`${total} orders in all`).waitFor();
    await page.getByRole('button', { name: /Next page/ }).click();
    await page
      .getByText(/Page 2 of/)
      .first()
      .waitFor();
    await saveScreenshot(page, 'workspace-orders-en', { fullPage: false });
    // Every order list request carried the documented dimensions.
    const listed = emulator().requests.filter((r) => r.path.startsWith('/v2/order/list'));
    expect(listed.length).toBeGreaterThan(0);
    for (const request of listed) expect(request.query.dimensions).toContain('orderId');
    await page.close();
  });

  it('downloads calls of a period page by page through the CSV listing, and the counters', async () => {
    const page = await openWorkspace();
    await showView(page, /CSV downloads/);
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('From').fill(yearAgo);
    const before = emulator().requests.length;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download calls' }).click(),
    ]);
    const text = await readFile((await download.path())!, 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const csvPages = emulator()
      .requests.slice(before)
      .filter((r) => r.path.startsWith('/v2/call/list/csv'));
    const dataRows = lines.length - 1;
    expect(lines[0]).toContain('callId');
    expect(dataRows).toBeGreaterThan(1000);
    expect(csvPages.length).toBe(Math.ceil(dataRows / 1000));
    await page.getByText(/it was fetched in \d+ pages/).waitFor();
    await saveScreenshot(page, 'workspace-exports-en', { fullPage: false });

    const [counters] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download counters' }).click(),
    ]);
    const countersText = await readFile((await counters.path())!, 'utf8');
    for (const c of emulator().store.counters) expect(countersText).toContain(c.counterId);
    expect(emulator().requests.some((r) => r.path.startsWith('/api/me/csv'))).toBe(true);
    await page.close();
  });

  it('opens a BI table: schema, sortable filtered grid, chart and export', async () => {
    const page = await openWorkspace();
    await showView(page, /BI tables/);
    await page.getByLabel('Table id').fill('x1');
    await page.getByRole('button', { name: 'Open table' }).click();
    await page.getByText('A table id is digits').waitFor();
    await page.getByLabel('Table id').fill('1');
    await page.getByRole('button', { name: 'Open table' }).click();
    await page.getByTestId('bi-schema').waitFor();
    await page.getByTestId('bi-grid').waitFor({ timeout: scaled(20_000) });
    await page.locator('[data-testid="bi-chart"] canvas').waitFor();
    const status = await page.getByTestId('bi-status').textContent();
    const loaded = Number(
      /([\d\s,]+) rows from the tracker/.exec(status ?? '')?.[1]?.replace(/\D/g, ''),
    );
    // Only the rows of the counter chosen at the top (said by site: scenarios/workspace.ts).
    expect(loaded).toBeGreaterThan(100);

    // Sort by calls, descending: the first row holds the largest count.
    const callsHeader = page.getByTestId('bi-grid').getByRole('button', { name: /^Звонки/ });
    await callsHeader.click();
    await callsHeader.click();
    const header = page
      .getByTestId('bi-grid')
      .locator('th', { has: page.getByRole('button', { name: /^Звонки/ }) });
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    const firstCalls = Number(
      (await page
        .getByTestId('bi-grid')
        .locator('tbody tr')
        .first()
        .locator('td')
        .nth(3)
        .textContent())!.replace(/\D/g, ''),
    );
    const response = await fetch(
      `${emulator().baseUrl}/api/table/1/getData?apiKey=${emulator().keys.full}&itemsPerPage=1000&page=1`,
    );
    expect(response.ok).toBe(true);

    await page.getByLabel('Filter Звонки').fill('>=3');
    await page.getByText(/rows match the filters/).waitFor();
    const cells = await page
      .getByTestId('bi-grid')
      .locator('tbody tr td:nth-child(4)')
      .allTextContents();
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(Number(cell.replace(/\D/g, ''))).toBeGreaterThanOrEqual(3);
    expect(Number(cells[0]!.replace(/\D/g, ''))).toBe(firstCalls);
    await saveScreenshot(page, 'workspace-bi-en', { fullPage: false });
    await page.emulateMedia({ colorScheme: 'dark' });
    await saveScreenshot(page, 'workspace-bi-en-dark', { fullPage: false });
    await page.emulateMedia({ colorScheme: 'light' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export rows (CSV)' }).click(),
    ]);
    const exported = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
    expect(exported.length - 1).toBe(
      Number(
        /(\d+) of/.exec((await page.getByText(/rows match the filters/).textContent()) ?? '')?.[1],
      ),
    );
    await page.close();
  });

  it('records a sale, corrects and tags it, logs a missed call and corrects a call: all reach the emulator', async () => {
    const page = await openWorkspace(`#phone=${PHONE}`);
    const section = page.getByTestId('phone-orders');
    await section.getByTestId('order-totals').waitFor();
    const storeOrders = () =>
      emulator()
        .store.orders(counter())
        .filter((o) => o.callerPhone === PHONE);
    await expect(section.getByTestId('order-totals').textContent()).resolves.toContain(
      `${storeOrders().length} order`,
    );

    // Record a sale: bad input first, said clearly; nothing is sent.
    await section.getByRole('button', { name: 'Record a sale' }).click();
    const form = page.getByRole('form', { name: 'Record a sale' });
    await form.getByLabel('Revenue, ₽').fill('lots');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByRole('alert').waitFor();
    await expect(form.getByRole('alert').textContent()).resolves.toMatch(/Order id.*Revenue/);
    const sid = await form.getByLabel('Session id (sid)').inputValue();
    expect(sid).not.toBe('');
    await form.getByLabel('Order id').fill('E2E-SALE-1');
    await form.getByLabel('Revenue, ₽').fill('15 000,50');
    await form.getByLabel('Margin, ₽').fill('4000');
    await form.getByLabel('Comment').fill('Из e2e-теста');
    await form.getByLabel('Contact name').fill('Анна');
    await form.getByLabel('Tags').fill('e2e-sale, vip');
    await saveScreenshot(page, 'workspace-record-sale-en', { fullPage: false });
    await form.getByRole('button', { name: 'Save' }).click();
    await waitFor(
      () => emulator().store.findOrder(counter(), 'E2E-SALE-1') !== undefined,
      'the order',
    );
    expect(emulator().store.findOrder(counter(), 'E2E-SALE-1')).toMatchObject({
      callerPhone: PHONE,
      revenue: 15000.5,
      margin: 4000,
      sid,
      comment: 'Из e2e-теста',
      contactPerson: { name: 'Анна', phone: PHONE },
      tags: ['e2e-sale', 'vip'],
    });
    const row = section.locator('[data-order-id="E2E-SALE-1"]');
    await row.waitFor();

    // Correct it, then tag it.
    await row.getByRole('button', { name: 'Correct' }).click();
    const correct = page.getByRole('form', { name: 'Correct order E2E-SALE-1' });
    await correct.getByLabel('Revenue, ₽').fill('16000');
    await correct.getByRole('button', { name: 'Save' }).click();
    await waitFor(
      () => emulator().store.findOrder(counter(), 'E2E-SALE-1')?.revenue === 16000,
      'the correction',
    );
    await row.getByRole('button', { name: 'Tag' }).click();
    await row.getByLabel('Tag for order E2E-SALE-1').fill('paid');
    await row.getByLabel('Tag for order E2E-SALE-1').press('Enter');
    await waitFor(
      () =>
        ((emulator().store.findOrder(counter(), 'E2E-SALE-1')?.tags as string[]) ?? []).includes(
          'paid',
        ),
      'the order tag',
    );
    // Sent once each: the add was not doubled.
    const adds = emulator().requests.filter(
      (r) =>
        r.path.startsWith('/v2/order/add') &&
        (r.body as { orderId?: string }).orderId === 'E2E-SALE-1',
    );
    expect(adds).toHaveLength(1);

    // Log a call the tracker missed; the called number is required.
    await section.getByRole('button', { name: 'Log a call the tracker missed' }).click();
    const call = page.getByRole('form', { name: 'Log a call the tracker missed' });
    await call.getByLabel('Called number').fill('');
    await call.getByLabel('Call id').fill('e2e-manual-call');
    await call.getByLabel('Duration', { exact: true }).fill('95');
    await call.getByRole('button', { name: 'Save' }).click();
    await expect(call.getByRole('alert').textContent()).resolves.toContain('Called number');
    await call.getByLabel('Called number').fill('+7 495 111-22-33');
    await call.getByLabel('Status').selectOption('failed');
    await saveScreenshot(page, 'workspace-log-call-en', { fullPage: false });
    await call.getByRole('button', { name: 'Save' }).click();
    await waitFor(
      () => emulator().store.findCall(counter(), 'e2e-manual-call') !== undefined,
      'the call',
    );
    expect(emulator().store.findCall(counter(), 'e2e-manual-call')).toMatchObject({
      callerPhone: PHONE,
      calledPhone: '74951112233',
      duration: 95,
      // The emulator keeps statuses upper case, as the service's samples show them.
      status: expect.stringMatching(/^failed$/i),
    });

    // Correct a call of the number (the first one the picker offers).
    await section.getByTestId('correct-call-pick').waitFor();
    await section.getByRole('button', { name: 'Correct a call' }).click();
    const fix = page.getByRole('form', { name: /Correct call/ });
    const fixedId = await fix.getByLabel('Call id').inputValue();
    await fix.getByLabel('Duration', { exact: true }).fill('123');
    await fix.getByRole('button', { name: 'Save' }).click();
    await waitFor(
      () =>
        emulator()
          .store.callsByPhone(PHONE)
          .find((c) => c.callId === fixedId)?.duration === 123,
      'the call correction',
    );
    await saveScreenshot(page, 'workspace-number-en', { fullPage: true });
    await page.close();
  });

  it('opens a number typed on the page, and explains one that is not a number', async () => {
    const page = await openWorkspace();
    await showView(page, /^Number$/);
    await page.getByLabel('Phone number').fill('call me');
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText(/7 to 15 digits/)
      .waitFor();
    await page.getByLabel('Phone number').fill('8 (903) 555-01-01');
    await page.getByLabel('Phone number').press('Enter');
    await page.getByRole('heading', { name: 'Number +7 903 555-01-01' }).waitFor();
    await page.getByText(/Matched by caller phone on the tracker/).waitFor();
    await page.close();
  });

  it('says what it could not read and keeps the rest', async () => {
    const data = emulator().store.counterData(counter())!;
    const order = data.orders[0]!;
    const revenue = order.fields.revenue;
    order.fields.revenue = 'много' as never;
    emulator().store.touch();
    const page = await openWorkspace();
    await showView(page, /^Orders$/);
    await page.getByText(/could not be read and are not shown/).waitFor();
    await expect(page.getByText(/could not be read/).textContent()).resolves.toContain(
      order.orderId,
    );
    await page.getByTestId('orders-table').waitFor();
    order.fields.revenue = revenue as never;
    emulator().store.touch();
    await page.close();
  });

  it('shows every view in Russian and in the dark', async () => {
    await setLanguage('ru');
    const page = await openWorkspace(`#phone=${PHONE}`);
    await page.getByTestId('order-totals').waitFor();
    await page.getByText(/Найдены в трекере/).waitFor();
    await saveScreenshot(page, 'workspace-number-ru', { fullPage: false });
    for (const [name, file, ready] of [
      [/^Пулы$/, 'pools', '[data-testid="pools-table"]'],
      [/^Теги$/, 'tags', '[data-testid="tags-table"]'],
      [/^Заказы$/, 'orders', '[data-testid="orders-table"]'],
      [/Выгрузки CSV/, 'exports', '.tl-w-exports'],
    ] as const) {
      await showView(page, name);
      await page.locator(ready).waitFor();
      await saveScreenshot(page, `workspace-${file}-ru`, { fullPage: false });
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    await showView(page, /^Пулы$/);
    await page.getByTestId('pools-table').waitFor();
    await saveScreenshot(page, 'workspace-pools-ru-dark', { fullPage: false });
    await page.close();
    await setLanguage('en');
  });

  // BI counter names and recent tables, the sale and correct-call forms: in both browsers.
  workspaceScenario({
    driver: chromiumDriver(chromium, WORKSPACE_VIEWPORT),
    emulator,
    setLanguage,
  });
});
