/**
 * The workspace's BI tables and record forms, written once and registered by
 * `workspace.e2e.ts` (Chromium) and `workspace-firefox.e2e.ts` (Firefox ESR) against the
 * emulator: a BI table's counter column said by site and id, the table remembered among the
 * recently opened ones by its name; the sale form with the caller grouped and the tags in use
 * suggested, saved into the emulator's store; the correct-call form filled with the caller and
 * the called number, saved too; both forms in Russian. Downloads stay in the Chromium file.
 */
import { expect, it } from 'vitest';
import { DEMO_PHONES } from '../../../emulator/index.ts';
import type { BrowserDriver, DriverPage } from '../harness/driver.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import { fillField } from '../harness/fill-field.ts';
import { waitFor } from '../harness/wait.ts';

export const WORKSPACE_VIEWPORT = { width: 1180, height: 860 };
const PHONE = DEMO_PHONES.manyCallsAndLeads; // 79161234567
const GROUPED = '+7 916 123-45-67';

export interface WorkspaceSession {
  driver: BrowserDriver;
  emulator: () => RunningEmulator;
  setLanguage: (language: 'en' | 'ru') => Promise<unknown>;
}

async function openWorkspace(driver: BrowserDriver, hash = ''): Promise<DriverPage> {
  const page = await driver.openExtensionPage(`workspace.html${hash}`, WORKSPACE_VIEWPORT);
  await page.waitFor('.tl-w-nav', 'visible');
  return page;
}

/**
 * Clicks the first `selector` whose text matches `text` (buttons named by their words), once it
 * is there: a view redrawn in another language names its buttons a moment later.
 */
export const clickByText = (page: DriverPage, selector: string, text: string) =>
  waitFor(
    () =>
      page.evaluate(
        ({ selector, text }) => {
          const found = [...document.querySelectorAll<HTMLElement>(selector)].find((element) =>
            new RegExp(text).test(element.innerText),
          );
          found?.click();
          return found !== undefined;
        },
        { selector, text },
      ),
    `a ${selector} reading ${text}`,
  );

const valueOf = (page: DriverPage, selector: string) =>
  page.evaluate((selector) => document.querySelector<HTMLInputElement>(selector)?.value, selector);

const cellsOf = (page: DriverPage, selector: string) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)].map((cell) => cell.innerText.trim()),
    selector,
  );

/** The BI view with table 1 opened; the grid shown. */
async function openTableOne(page: DriverPage, tab: string, openButton: string) {
  await clickByText(page, '.tl-w-tab', tab);
  await page.waitFor('#bi-table-id', 'visible');
  await fillField(page, '#bi-table-id', '1');
  await clickByText(page, '.tl-w-bi button[type="submit"]', openButton);
  await page.waitFor('[data-testid="bi-grid"]', 'visible', 20_000);
}

export function workspaceScenario(session: WorkspaceSession) {
  const { driver } = session;
  const counter = () => session.emulator().store.demoCounterId;

  it("says a BI table's counters by site and remembers the table by its name", async () => {
    await session.setLanguage('en');
    const page = await openWorkspace(driver);
    await openTableOne(page, '^BI tables$', '^Open table$');
    // Only the rows of the counter chosen at the top, each said by its site and id.
    const chosen = await valueOf(page, '.tl-w-counter select');
    const { url } = session.emulator().store.counters.find((c) => c.counterId === chosen)!;
    const cells = await cellsOf(page, '[data-testid="bi-grid"] tbody tr td:nth-child(2)');
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) expect(cell).toBe(`${new URL(url).host} (${chosen})`);
    await page.waitFor('[data-testid="bi-chart"] canvas', 'visible', 20_000);
    await page.screenshot('workspace-bi-en');
    await page.close();

    // The next visit offers the table opened lately, by its name and id.
    const again = await openWorkspace(driver);
    await clickByText(again, '.tl-w-tab', '^BI tables$');
    await again.waitFor('[data-testid="bi-recent"] button', 'visible');
    const recent = await again.text('[data-testid="bi-recent"] button');
    expect(recent).toMatch(/\S.*\(1\)$/);
    expect(recent).not.toBe('1');
    await again.click('[data-testid="bi-recent"] button');
    await again.waitFor('[data-testid="bi-grid"]', 'visible', 20_000);
    await again.screenshot('workspace-bi-recent-en');
    await again.close();

    await session.setLanguage('ru');
    const russian = await openWorkspace(driver);
    await clickByText(russian, '.tl-w-tab', '^BI-таблицы$');
    await russian.waitFor('[data-testid="bi-recent"] button', 'visible');
    expect(await russian.text('[data-testid="bi-recent"]')).toMatch(/\(1\)/);
    await russian.click('[data-testid="bi-recent"] button');
    await russian.waitFor('[data-testid="bi-chart"] canvas', 'visible', 20_000);
    await russian.screenshot('workspace-bi-ru');
    await russian.close();
    await session.setLanguage('en');
  });

  it('fills the sale and correct-call forms with grouped numbers and suggests tags in use; both save', async () => {
    await session.setLanguage('en');
    const page = await openWorkspace(driver, `#phone=${PHONE}`);
    await page.waitFor('[data-testid="order-totals"]', 'visible', 60_000);
    await clickByText(page, '[data-testid="phone-orders"] .tl-o-actions button', '^Record a sale$');
    await page.waitFor('#order-orderId', 'visible');
    // Numbers in forms are grouped as everywhere else, and read back as digits.
    expect(await valueOf(page, '#order-callerPhone')).toBe(GROUPED);
    const orderId = `E2E-${driver.name}-${Date.now().toString(36)}`;
    await fillField(page, '#order-orderId', orderId);
    await fillField(page, '#order-revenue', '15 000,50');
    await fillField(page, '#order-tags', 'e2e-sale, ');
    await waitFor(
      async () => (await page.count('#order-tags-suggestions option')) > 0,
      'the tags in use suggested',
    );
    await page.screenshot('workspace-record-sale-en');
    await page.click('.tl-o-form button[type="submit"]');
    await waitFor(
      () => session.emulator().store.findOrder(counter(), orderId) !== undefined,
      'the order at the tracker',
    );
    expect(session.emulator().store.findOrder(counter(), orderId)).toMatchObject({
      callerPhone: PHONE,
      revenue: 15000.5,
      tags: ['e2e-sale'],
    });

    // Correct a call of the number: the form starts from the caller and the called number.
    await page.waitFor('[data-testid="correct-call-pick"]', 'visible', 60_000);
    await clickByText(page, '[data-testid="phone-orders"] .tl-o-inline button', '^Correct a call$');
    await page.waitFor('#call-callId', 'visible');
    const callId = (await valueOf(page, '#call-callId'))!;
    expect(await valueOf(page, '#call-callerPhone')).toBe(GROUPED);
    expect(await valueOf(page, '#call-calledPhone')).toMatch(/^\+\d[\d -]+$/);
    await waitFor(
      async () => (await page.count('#call-tags-suggestions option')) > 0,
      'the tags in use suggested',
    );
    await fillField(page, '#call-duration', '123');
    await page.scrollIntoView('.tl-o-form');
    await page.screenshot('workspace-correct-call-en');
    await page.click('.tl-o-form button[type="submit"]');
    await waitFor(
      () =>
        session
          .emulator()
          .store.callsByPhone(PHONE)
          .find((call) => call.callId === callId)?.duration === 123,
      'the call correction at the tracker',
    );
    await page.close();

    await session.setLanguage('ru');
    const russian = await openWorkspace(driver, `#phone=${PHONE}`);
    await russian.waitFor('[data-testid="order-totals"]', 'visible', 60_000);
    await clickByText(
      russian,
      '[data-testid="phone-orders"] .tl-o-actions button',
      '^Записать продажу$',
    );
    await russian.waitFor('#order-orderId', 'visible');
    expect(await valueOf(russian, '#order-callerPhone')).toBe(GROUPED);
    expect(await russian.text('.tl-o-form')).toMatch(/Выручка/);
    await russian.screenshot('workspace-record-sale-ru');
    await clickByText(russian, '.tl-o-form button', '^Отмена$');
    await russian.waitFor('[data-testid="correct-call-pick"]', 'visible');
    await clickByText(
      russian,
      '[data-testid="phone-orders"] .tl-o-inline button',
      '^Исправить звонок$',
    );
    await russian.waitFor('#call-callId', 'visible');
    expect(await valueOf(russian, '#call-callerPhone')).toBe(GROUPED);
    await russian.scrollIntoView('.tl-o-form');
    await russian.screenshot('workspace-correct-call-ru');
    await russian.close();
    await session.setLanguage('en');
  });
}
