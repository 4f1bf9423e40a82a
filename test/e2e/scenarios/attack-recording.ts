/**
 * Attack row 16, written once and registered by `attack-recording.e2e.ts` (Chromium) and
 * `attack-recording-firefox.e2e.ts` (Firefox ESR): a CRM page that watches its own resource
 * timing (`PerformanceObserver('resource')` and `performance.getEntriesByType`) never learns the
 * address of a call recording the rep plays in the card, and the recording does play (the
 * emulator serves it and sees the request). The player is an extension page in the card
 * (`entrypoints/card-player`).
 */
import { expect, it } from 'vitest';
import { UPDATING_ANSWER } from '../harness/answer-lines.ts';
import type { BrowserDriver, DriverPage } from '../harness/driver.ts';
import type { RunningEmulator } from '../harness/emulator.ts';
import { installResourceSpy, readResourceSpy } from '../harness/page-probes.ts';
import { recordingsFetched, serveRecordingsOf } from '../harness/recordings.ts';
import { waitFor } from '../harness/wait.ts';

const CARD = 'tracker-lens-ui >>> .tl-card';
const PLAYER = `${CARD} iframe.tl-card-player`;

/** Hovers until the card shows and reads `pattern` (a hover lost while the page scans is repeated). */
async function hoverUntilCard(page: DriverPage, selector: string, pattern: RegExp): Promise<void> {
  await waitFor(
    async () => {
      if ((await page.count(CARD)) === 0) await page.hover(selector);
      return pattern.test(await page.text(CARD));
    },
    `the card to read ${pattern}`,
    { intervalMs: 300 },
  );
}

/** The card's final answer, not a provisional one from local data (the demo card's root is open). */
const settled = (page: DriverPage) =>
  waitFor(
    () =>
      page.evaluate((updating) => {
        const card = document
          .querySelector('tracker-lens-ui')
          ?.shadowRoot?.querySelector('.tl-card');
        return !!card?.querySelector('.tl-h-answer') && !card.querySelector(updating);
      }, UPDATING_ANSWER),
    "the card's final answer",
    { timeoutMs: 60_000, intervalMs: 200 },
  );

export function recordingScenario(
  driver: BrowserDriver,
  emulator: () => RunningEmulator,
  url: (path: string) => string,
): void {
  it('the page never sees the recording’s address, and the recording plays', async () => {
    const phone = emulator().store.demoPhones.manyCallsAndLeads;
    const urls = serveRecordingsOf(emulator(), phone);
    expect(urls.length).toBeGreaterThan(0);
    const page = await driver.openPage(url('hello.html'));
    await page.evaluate(installResourceSpy, undefined);
    await hoverUntilCard(page, '#client-phone-1', /\d+\s*calls/);
    await settled(page);
    await page.click(`${CARD} .tl-card-history-toggle`);
    await page.waitFor(PLAYER, 'visible');
    await page.scrollIntoView(PLAYER);
    await page.evaluateInFrame(PLAYER, 'audio', () => true);
    await page.screenshot('attack-row16-player');
    // Play, as the rep does: the control's play button, at its start.
    await waitFor(async () => {
      if (recordingsFetched(emulator()).length > 0) return true;
      await page.clickInFrame(PLAYER, 'audio', { x: 14, y: 16 });
      return recordingsFetched(emulator()).length > 0;
    }, 'the recording requested from the emulator');
    await waitFor(
      () =>
        page.evaluateInFrame(
          PLAYER,
          'audio',
          (audio) => (audio as HTMLAudioElement).currentTime > 0,
        ),
      'the recording playing',
    );
    const seen = await page.evaluate(readResourceSpy, undefined);
    expect(seen.filter((name) => name.includes('/records/'))).toEqual([]);
    expect(seen.some((name) => urls.some((address) => name.startsWith(address)))).toBe(false);
    await page.close();
  });
}
