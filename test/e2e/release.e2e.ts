/**
 * What a store user meets first, in a real Chromium with the demo build: the toolbar button
 * carries the product's icon, and the options page links to the privacy policy shipped in the
 * package, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from './harness/screenshots.ts';
import { useChromium } from './harness/chromium-session.ts';

interface ChromeGlobal {
  chrome: {
    runtime: { sendMessage(message: unknown): Promise<unknown>; getManifest(): unknown };
  };
}

describe('release: icon and privacy policy in Chromium', () => {
  const { chromium, control: page } = useChromium({
    emulator: false,
    fixtures: false,
    controlViewport: { width: 900, height: 900 },
  });

  it('names every icon size for the toolbar button, and each loads as an image of its size', async () => {
    const manifest = (await page().evaluate(() =>
      (globalThis as unknown as ChromeGlobal).chrome.runtime.getManifest(),
    )) as { action: { default_icon: Record<string, string> }; icons: Record<string, string> };
    expect(Object.keys(manifest.action.default_icon)).toEqual(['16', '32', '48', '128']);
    expect(manifest.icons).toEqual(manifest.action.default_icon);
    const sizes = await page().evaluate(async (icons) => {
      const load = (src: string) =>
        new Promise<number[]>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
          image.onerror = () => reject(new Error(`${src} did not load`));
          image.src = `/${src}`;
        });
      return Promise.all(Object.values(icons).map(load));
    }, manifest.action.default_icon);
    expect(sizes).toEqual([
      [16, 16],
      [32, 32],
      [48, 48],
      [128, 128],
    ]);
  });

  it.each([
    ['en', 'Privacy policy: what is read, sent and stored'],
    ['ru', 'Политика конфиденциальности: что читается'],
  ] as const)(
    'links the options page (%s) to the privacy policy in the package',
    async (language, text) => {
      await page().evaluate(
        async (patch) =>
          (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage({
            type: 'settings.update',
            patch,
          }),
        { language },
      );
      await page().reload();
      const link = page().getByRole('link', { name: new RegExp(text) });
      await link.scrollIntoViewIfNeeded();
      await saveScreenshot(page(), `options-privacy-link-${language}`);
      const [policy] = await Promise.all([chromium().context.waitForEvent('page'), link.click()]);
      await policy.waitForLoadState('load');
      expect(policy.url()).toBe(`${chromium().extensionOrigin}/privacy.txt`);
      const body = await policy.locator('body').innerText();
      expect(body).toContain('# Tracker Lens privacy policy');
      expect(body).toContain('# Политика конфиденциальности Tracker Lens');
      await policy.close();
    },
  );
});
