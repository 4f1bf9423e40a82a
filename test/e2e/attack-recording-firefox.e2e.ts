/**
 * Attack row 16 in Firefox ESR (the twin of `attack-recording.e2e.ts`): a CRM page that
 * watches its own resource timing never learns the address of a recording the rep plays in
 * the card, and the recording plays (the emulator sees the request).
 */
import { describe, expect, it } from 'vitest';
import { UPDATING_ANSWER } from './harness/answer-lines.ts';
import { hoverUntilCard, setViewport, waitForSettledCardIn } from './harness/firefox.ts';
import { skipWithoutFirefox, useFirefox } from './harness/firefox-session.ts';
import { installResourceSpy, readResourceSpy } from './harness/page-probes.ts';
import { recordingsFetched, serveRecordingsOf } from './harness/recordings.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';

const skip = skipWithoutFirefox('Firefox recording attack e2e');

describe.skipIf(skip)('attack row 16: a recording played in the card, in Firefox ESR', () => {
  const { emulator, firefox, fixtures } = useFirefox();

  it('the page never sees the recording’s address, and the recording plays', async () => {
    const phone = emulator().store.demoPhones.manyCallsAndLeads;
    const urls = serveRecordingsOf(emulator(), phone);
    expect(urls.length).toBeGreaterThan(0);
    const page = await firefox().browser.newPage();
    await setViewport(page, { width: 1280, height: 800 });
    await page.goto(fixtures().url('hello.html'));
    await page.evaluate(installResourceSpy);
    await hoverUntilCard(page, '#client-phone-1', /\d+\s*calls/);
    await waitForSettledCardIn(page, UPDATING_ANSWER);
    const toggle = await page.waitForSelector('tracker-lens-ui >>> .tl-card-history-toggle');
    await toggle!.click();
    const iframe = await page.waitForSelector('tracker-lens-ui >>> iframe.tl-card-player', {
      visible: true,
    });
    await iframe!.scrollIntoView();
    const frame = await iframe!.contentFrame();
    const audio = await frame.waitForSelector('audio');
    await saveScreenshot(page, 'attack-row16-player-firefox');
    // Play, as the rep does: the control's play button, at its start.
    await waitFor(async () => {
      if (recordingsFetched(emulator()).length > 0) return true;
      await audio!.click({ offset: { x: 14, y: 16 } });
      return recordingsFetched(emulator()).length > 0;
    }, 'the recording requested from the emulator');
    await waitFor(
      () => audio!.evaluate((a) => (a as HTMLAudioElement).currentTime > 0),
      'the recording playing',
    );
    const seen = await page.evaluate(readResourceSpy);
    expect(seen.filter((name) => name.includes('/records/'))).toEqual([]);
    await page.close();
  });
});
