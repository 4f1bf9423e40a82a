/**
 * The first index sync in real Chromium with the demo build, against an emulator with many
 * calls, a phone filter it refuses (strict) and some latency: a number is answered from the
 * index before the sync ends, the answer says how many days the index covers so far, and the
 * open popup refines itself once the sync reaches the number's older calls. Shot in English and
 * Russian (.tmp/screenshots/index-syncing-*.png).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PHONES } from '../../emulator/index.ts';
import { hoverUntilCard } from './harness/crm-pages.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';
import { useChromium } from './harness/chromium-session.ts';
import { scaled } from './harness/machine-speed.ts';

const PHONE = DEMO_PHONES.manyCallsAndLeads;
const DAY_MS = 86_400_000;
const COVERS_EN = /Index syncing: covers the last (\d+) days? of 90/;
const COVERS_RU = /Индекс загружается: есть данные за (\d+) (день|дня|дней) из 90/;

interface Status {
  state: string;
  lastSyncAt?: number;
  coverage?: { from: number; to: number; complete: boolean };
}
interface Detail {
  calls: unknown[];
  answer: { kind: string; covers?: { from: number; to: number } };
}

describe('progressive first sync (Chromium, demo build)', () => {
  // 60,000 calls over 180 days, 300 ms a page: the first sync takes tens of seconds.
  const {
    chromium,
    emulator,
    fixtures,
    send: ask,
  } = useChromium({
    emulator: { calls: 60_000, leads: 12_000, strictFilter: true, latencyMs: 300 },
    tracker: false,
  });

  const settings = () => ask<Record<string, unknown>>({ type: 'settings.get' });
  const update = async (patch: Record<string, unknown>) =>
    ask({ type: 'settings.update', patch: { ...(await settings()), ...patch } });

  const popupFor = async (phone: string) => {
    const page = await chromium().openExtensionPage('popup.html', {
      viewport: { width: 400, height: 600 },
    });
    await page.waitForSelector('body[data-ready-ms]');
    await page.getByRole('searchbox').fill(phone);
    await page.getByRole('searchbox').press('Enter');
    await page
      .locator('.tl-h-answer')
      .first()
      .waitFor({ timeout: scaled(30_000) });
    return page;
  };

  it(
    'answers from the first pages with their coverage, then refines the open popup',
    async () => {
      // The sync stops at its third page: until released, what the index covers cannot change
      // under the reads below (the race of reading it while the sync goes on).
      let holding = false;
      const gate = emulator().hold(({ path, query }) => {
        if (!/\/v2\/(call|leads)\/list$/.test(path)) return false;
        if (!/^(startTime|createdAt)>/.test(String(query.filter))) return false;
        if (Number(query.page) >= 3) holding = true;
        return holding;
      });
      await update({ language: 'en', baseUrl: emulator().baseUrl });
      await waitFor(
        async () =>
          (await ask<{ key: { state: string } }>({ type: 'setup.status' })).key.state === 'valid',
        'the key to be valid',
        { timeoutMs: 60_000 },
      );
      await ask({ type: 'index.sync' }).catch(() => undefined);
      await waitFor(() => gate.waiting() > 0, 'the sync to reach its held page', {
        timeoutMs: 60_000,
      });

      // The index answers while the sync still runs, and says how far back it is complete.
      let early: Detail | undefined;
      await waitFor(
        async () => {
          const detail = await ask<Detail>({ type: 'lookup.detail', phone: PHONE });
          if (detail.answer.kind === 'syncing' && detail.answer.covers && detail.calls.length > 0)
            early = detail;
          return early !== undefined;
        },
        'an answer from the index while it syncs',
        { timeoutMs: 60_000, intervalMs: 300 },
      );
      const during = await ask<Status>({ type: 'index.status' });
      expect(during.state).toBe('syncing');
      expect(during.lastSyncAt).toBeUndefined();
      expect(during.coverage?.complete).toBe(false);

      // The hover card on a CRM-like page says the same.
      const site = await chromium().context.newPage();
      await site.goto(fixtures().url('hello.html'));
      const card = await hoverUntilCard(site, '#client-phone-1', /Index syncing: covers the last/);
      expect(await card.innerText()).toMatch(COVERS_EN);
      await saveScreenshot(site, 'index-syncing-card-en', { fullPage: false });
      await site.close();

      // The popup says how many days the index covers: the background's own figure. (The page
      // stored while the held one was asked for may still be landing: wait for the two to agree.)
      const popup = await popupFor(PHONE);
      const line = popup.locator('.tl-h-answer').first();
      const coveredDays = async () => {
        const { answer } = await ask<Detail>({ type: 'lookup.detail', phone: PHONE });
        return answer.covers ? Math.floor((answer.covers.to - answer.covers.from) / DAY_MS) : -1;
      };
      let days = 0;
      await waitFor(async () => {
        const shown = Number(COVERS_EN.exec(await line.innerText())?.[1]);
        days = await coveredDays();
        return shown === days;
      }, 'the popup to show the days the index covers');
      expect(days).toBeGreaterThanOrEqual(1);
      expect(days).toBeLessThan(90);
      await saveScreenshot(popup, 'index-syncing-en', { fullPage: false });

      await update({ language: 'ru' });
      const popupRu = await popupFor(PHONE);
      expect(await popupRu.locator('.tl-h-answer').first().innerText()).toMatch(COVERS_RU);
      await saveScreenshot(popupRu, 'index-syncing-ru', { fullPage: false });
      await popupRu.close();

      // Released, the sync goes on; the popup left open follows it and ends with the complete
      // index's answer.
      gate.release();
      await waitFor(
        async () =>
          /From local data \(last 90 days\)|Из локальных данных/.test(await line.innerText()),
        'the open popup to show the complete index',
        { timeoutMs: 180_000, intervalMs: 1_000 },
      );
      const done = await ask<Status>({ type: 'index.status' });
      expect(done.lastSyncAt).toBeDefined();
      expect(done.coverage?.complete).toBe(true);
      const final = await ask<Detail>({ type: 'lookup.detail', phone: PHONE });
      expect(final.answer.kind).toBe('index');
      // The demo number has calls up to 90 days back: the first pages held only the newest.
      expect(final.calls.length).toBeGreaterThan(early!.calls.length);
      await popup.close();
      // A first sync of 60,000 calls at 300 ms a page, on a machine that may be busy.
    },
    scaled(300_000),
  );
});
