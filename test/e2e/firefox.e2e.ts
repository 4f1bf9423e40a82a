import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from './harness/emulator.ts';
import {
  firefoxExecutablePath,
  isFirefoxInstalled,
  launchFirefoxWithExtension,
} from './harness/firefox.ts';
import type { FirefoxWithExtension } from './harness/firefox.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { saveScreenshot } from './harness/screenshots.ts';

// Locally a missing Firefox only skips; CI must run these, so there it fails instead.
const skip = !isFirefoxInstalled() && !process.env.CI;
if (skip) {
  console.warn(
    `Skipping Firefox e2e tests: ${firefoxExecutablePath()} not found ` +
      '(apt-get install -y firefox-esr, or set FIREFOX_PATH).',
  );
}

describe.skipIf(skip)('Firefox ESR with the demo build', () => {
  const emulator = useEmulator();
  let firefox: FirefoxWithExtension;

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.firefoxDemo);
    firefox = await launchFirefoxWithExtension({ extensionDir: BUILD_DIRS.firefoxDemo });
  });

  afterAll(async () => {
    await firefox?.close();
  });

  it('renders the popup', async () => {
    const page = await firefox.openExtensionPage('popup.html', {
      viewport: { width: 420, height: 600 },
    });
    const text = await page.$eval('body', (body) => body.innerText.trim());
    expect(text).not.toBe('');
    await saveScreenshot(page, 'firefox-popup');
    await page.close();
  });

  it('renders the options page', async () => {
    const page = await firefox.openExtensionPage('options.html');
    const text = await page.$eval('body', (body) => body.innerText.trim());
    expect(text).not.toBe('');
    await saveScreenshot(page, 'firefox-options');
    await page.close();
  });

  it('reaches the emulator from an extension page', async () => {
    const page = await firefox.openExtensionPage('popup.html');
    const url = `${emulator().baseUrl}/api/me?apiKey=${encodeURIComponent(emulator().keys.full)}`;
    const status = await page.evaluate(async (meUrl) => (await fetch(meUrl)).status, url);
    expect(status).toBe(200);
    await page.close();
  });
});
