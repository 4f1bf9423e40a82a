/**
 * The rep's loop on a CRM page, written once and registered by Chromium and Firefox ESR files:
 * the hover card offers the newest call's outcomes (one click tags that call at the tracker,
 * the chosen one shown as chosen) beside its tag field, in English and Russian
 * (`card-outcomes*.e2e.ts`); and an open CRM tab follows a language switch without a reload:
 * the open card redraws in the new language and the next card comes in it
 * (`language-follow*.e2e.ts`).
 */
import { expect, it } from 'vitest';
import {
  DRIVER_CARD,
  hoverUntilCardReads,
  waitForSettledCardReads,
} from '../harness/driver-card.ts';
import type { BrowserDriver } from '../harness/driver.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import { waitFor } from '../harness/wait.ts';

export const CARD_LOOP_VIEWPORT = { width: 1280, height: 800 };
const DEAL_PAGE = 'crm/amocrm-deal.html';
/** The totals line ("14 calls", "14 звонков") appears once the data has loaded. */
const LOADED_EN = /\d+\s*calls?\b/i;
const LOADED_RU = /\d+\s*звон/i;

export interface CardLoopSession {
  driver: BrowserDriver;
  emulator: () => RunningEmulator;
  pageUrl: (path: string) => string;
  setLanguage: (language: 'en' | 'ru') => Promise<unknown>;
}

const OUTCOMES = `${DRIVER_CARD} .tl-newest-outcome`;

async function openDeal(session: CardLoopSession) {
  const page = await session.driver.openPage(session.pageUrl(DEAL_PAGE));
  const phone = session.emulator().store.demoPhones.manyCallsAndLeads;
  await waitFor(
    async () => (await session.driver.detectedOn(page.url())).includes(phone),
    `${phone} detected`,
  );
  return { page, phone };
}

export function cardOutcomesScenario(session: CardLoopSession) {
  it("offers the newest call's outcomes beside the tag field; one click tags that call", async () => {
    await session.setLanguage('en');
    const { page, phone } = await openDeal(session);
    await hoverUntilCardReads(page, '#deal-phone', LOADED_EN);
    await waitForSettledCardReads(page);
    const [newest] = session.emulator().store.callsByPhone(phone);
    const callId = String(newest!['callId']);
    await page.waitFor(`${OUTCOMES}[data-call-id="${callId}"]`, 'visible');
    await page.waitForCardTagField();
    expect(await page.text(OUTCOMES)).toMatch(/Outcome:[\s\S]*interested[\s\S]*wrong number/);
    await page.screenshot('card-outcomes-en');

    await page.click(`${OUTCOMES} [data-tag="wrong number"]`);
    // Shown as chosen at once, before the tracker confirms; then at the tracker.
    await page.waitFor(`${OUTCOMES} [data-tag="wrong number"][aria-pressed="true"]`, 'visible');
    const write = await waitFor(
      () =>
        session
          .emulator()
          .requests.find(
            (r) =>
              r.path === '/v2/call/addTags' &&
              r.status === 200 &&
              (r.body as { tags?: string[] }).tags?.includes('wrong number'),
          ),
      'the outcome written to the tracker',
    );
    const { counter, callIds } = write.body as { counter: string | number; callIds: string[] };
    expect(callIds).toEqual([callId]);
    expect(session.emulator().store.findCall(String(counter), callId)?.['tags']).toContain(
      'wrong number',
    );
    await page.screenshot('card-outcomes-chosen-en');
    await page.close();

    await session.setLanguage('ru');
    const russian = await openDeal(session);
    await hoverUntilCardReads(russian.page, '#deal-phone', LOADED_RU);
    await waitForSettledCardReads(russian.page);
    await russian.page.waitFor(OUTCOMES, 'visible');
    await russian.page.waitForCardTagField();
    expect(await russian.page.text(OUTCOMES)).toMatch(/Итог:/);
    await russian.page.screenshot('card-outcomes-ru');
    await russian.page.close();
    await session.setLanguage('en');
  });
}

export function languageFollowScenario(session: CardLoopSession) {
  it('the open card and the next one speak the language chosen after the page loaded', async () => {
    await session.setLanguage('en');
    const { page } = await openDeal(session);
    await hoverUntilCardReads(page, '#deal-phone', LOADED_EN);
    await session.setLanguage('ru');
    // No reload: the card that is open redraws in Russian.
    await waitFor(
      async () => LOADED_RU.test(await page.text(DRIVER_CARD)),
      'the open card in Russian',
    );
    await page.screenshot('language-follow-card-ru');
    await page.moveMouse(5, 5);
    await page.waitFor(DRIVER_CARD, 'hidden');
    await hoverUntilCardReads(page, '#deal-input', /звон|Нет звонков|заяв/i);
    await session.setLanguage('en');
    await waitFor(
      async () => /calls?\b/i.test(await page.text(DRIVER_CARD)),
      'the open card in English',
    );
    await page.close();
  });
}
