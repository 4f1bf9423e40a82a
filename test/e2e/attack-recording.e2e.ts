/**
 * Attack row 16, in Chromium: a CRM page that watches its own resource timing
 * (`PerformanceObserver('resource')` and `performance.getEntriesByType`) never learns the
 * address of a call recording the rep plays in the card, and the recording does play (the
 * emulator serves it and sees the request). The player is an extension page in the card
 * (`entrypoints/card-player`). Firefox ESR: `attack-recording-firefox.e2e.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD, hoverUntilCard, startCrmBrowser, waitForSettledCard } from './harness/crm-pages.ts';
import { useEmulator } from './harness/emulator.ts';
import { installResourceSpy, readResourceSpy } from './harness/page-probes.ts';
import { recordingsFetched, serveRecordingsOf } from './harness/recordings.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { scaled } from './harness/machine-speed.ts';

describe('attack row 16: a recording played in the card, in Chromium', () => {
  const emulator = useEmulator();
  let crm: Awaited<ReturnType<typeof startCrmBrowser>>;

  beforeAll(async () => {
    crm = await startCrmBrowser(emulator().baseUrl);
  });

  afterAll(async () => {
    await crm?.close();
  });

  it('the page never sees the recording’s address, and the recording plays', async () => {
    const phone = emulator().store.demoPhones.manyCallsAndLeads;
    const urls = serveRecordingsOf(emulator(), phone);
    expect(urls.length).toBeGreaterThan(0);
    const page = await crm.openFixture('hello.html');
    await page.evaluate(installResourceSpy);
    const card = await hoverUntilCard(page, '#client-phone-1', /\d+\s*calls/);
    await waitForSettledCard(card);
    await page.locator(`${CARD} .tl-card-history-toggle`).click();
    const player = page.locator(`${CARD} iframe.tl-card-player`).first();
    await player.waitFor();
    const audio = player.contentFrame().locator('audio');
    await audio.waitFor();
    await player.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'attack-row16-player');
    // Play, as the rep does: the control's play button, at its start.
    await expect
      .poll(
        async () => {
          if (recordingsFetched(emulator()).length === 0) {
            await audio.click({ position: { x: 16, y: 16 } });
          }
          return recordingsFetched(emulator()).length;
        },
        { timeout: scaled(30_000) },
      )
      .toBeGreaterThan(0);
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime > 0)).toBe(true);
    const seen = await page.evaluate(readResourceSpy);
    expect(seen.filter((name) => name.includes('/records/'))).toEqual([]);
    expect(seen.some((name) => urls.some((url) => name.startsWith(url)))).toBe(false);
    await page.close();
  });
});
