/**
 * `npm run demo` without a display: its three screenshots must show a set-up extension (the
 * key valid on the emulator, the popup with the page's numbers, the card open on a fixture
 * page with the emulator's data). Runs the demo's own screenshot code on a free port.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeDemoScreenshots, type DemoScreens } from '../../scripts/demo-screens.ts';
import { launchChromiumWithExtension, type ChromiumWithExtension } from './harness/chromium.ts';
import { startTestEmulator, type RunningEmulator } from './harness/emulator.ts';
import { startFixtureServer, type FixtureServer } from './harness/pages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { WHOLE_HISTORY_EN } from './harness/answer-lines.ts';
import { waitForSettledCard } from './harness/crm-pages.ts';
import { SCREENSHOT_DIR } from './harness/screenshots.ts';
import { scaled } from './harness/machine-speed.ts';

describe('the demo screenshots (Chromium, demo build)', () => {
  let chromium: ChromiumWithExtension;
  let emulator: RunningEmulator;
  let pages: FixtureServer;
  let shots: DemoScreens;

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.chromeDemo);
    emulator = await startTestEmulator();
    pages = await startFixtureServer();
    chromium = await launchChromiumWithExtension({ extensionDir: BUILD_DIRS.chromeDemo });
    shots = await takeDemoScreenshots(chromium, emulator, pages, join(SCREENSHOT_DIR, 'demo'));
  });

  afterAll(async () => {
    await chromium?.close();
    await pages?.close();
    await emulator?.close();
  });

  it('writes three real screenshots', async () => {
    for (const shot of [shots.options, shots.popup, shots.fixture]) {
      expect((await stat(shot.path)).size, shot.path).toBeGreaterThan(10_000);
    }
  });

  it('options: the key is valid at the emulator, not "No key yet"', async () => {
    const text = await shots.options.page.locator('body').innerText();
    expect(text).toMatch(/The key works: \d+ sites/);
    expect(text).not.toContain('No key yet');
    expect(await shots.options.page.locator('#tl-base-url').inputValue()).toBe(emulator.baseUrl);
  });

  it('popup: the fixture page numbers with their counts', async () => {
    const text = await shots.popup.page.locator('body').innerText();
    expect(text).toMatch(/\+7 916 123-45-67[\s\S]*?\d+ calls · \d+ leads/);
    expect(text).not.toContain('Connect your K50 Tracker account');
  });

  it('fixture page: the card is open with the emulator data', async () => {
    const card = shots.fixture.page.locator('tracker-lens-ui .tl-card');
    expect(await card.isVisible()).toBe(true);
    // The whole history: from the service, or once the index is synced, from both. The card
    // may be asked again meanwhile (a local answer while a busy service answers): its final one.
    await waitForSettledCard(card);
    await expect
      .poll(() => card.innerText(), { timeout: scaled(60_000) })
      .toMatch(WHOLE_HISTORY_EN);
    const text = await card.innerText();
    expect(text).toContain('+7 916 123-45-67');
    expect(text).toMatch(/\d+ calls · \d+ leads/);
  });
});
