/**
 * `npm run store-shots`: the store listing's images, made by the demo (the demo build against
 * the emulator, in headless Chromium), in English and Russian, into docs/store/<language>/:
 *
 * - 1-card.png, 2-popup.png, 3-workspace.png, 4-options.png: 1280x800 screenshots (the size
 *   both stores take);
 * - promo-small.png: the 440x280 small promo tile, drawn from the icon.
 *
 * Each view is shot only once it shows data. The emulator runs on a free port.
 */
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import { startEmulator } from '../emulator/index.ts';
import { launchChromiumWithExtension } from '../test/e2e/harness/chromium.ts';
import { startFixtureServer } from '../test/e2e/harness/pages.ts';
import { BUILD_DIRS, REPO_ROOT } from '../test/e2e/harness/paths.ts';
import { waitFor } from '../test/e2e/harness/wait.ts';
import { buildDemo, demoBuildStaleness } from './demo-build.ts';
import {
  backgroundAsk,
  DEMO_FIXTURE_PAGE,
  openFixtureWithCard,
  setUpDemo,
} from './demo-screens.ts';

const STORE_DIR = join(REPO_ROOT, 'docs/store');
const SCREEN = { width: 1280, height: 800 };
const TILE = { width: 440, height: 280 };
const LANGUAGES = ['en', 'ru'] as const;
type Language = (typeof LANGUAGES)[number];

const TILE_TEXT: Record<Language, { line: string; sub: string }> = {
  en: { line: 'Where every caller came from', sub: 'K50 Tracker on your CRM pages' },
  ru: { line: 'Откуда пришёл каждый звонок', sub: 'K50 Tracker на страницах вашей CRM' },
};

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** The popup as it opens under the toolbar button, over the CRM page it reads. */
async function popupOverPage(canvas: Page, pageShot: Buffer, popupShot: Buffer): Promise<Buffer> {
  await canvas.setContent(`<!doctype html><html><body style="margin:0;overflow:hidden">
    <img src="${dataUrl(pageShot)}" style="position:absolute;inset:0;filter:brightness(.92)">
    <img src="${dataUrl(popupShot)}" style="position:absolute;top:8px;right:24px;
      border-radius:8px;box-shadow:0 8px 28px rgba(0,0,0,.35);border:1px solid #c7c7c7">
  </body></html>`);
  await canvas.waitForLoadState('load');
  return canvas.screenshot();
}

async function promoTile(canvas: Page, language: Language): Promise<Buffer> {
  const icon = readFileSync(join(REPO_ROOT, 'assets/icon/icon.svg'), 'utf8');
  const { line, sub } = TILE_TEXT[language];
  await canvas.setViewportSize(TILE);
  await canvas.setContent(`<!doctype html><html><body style="margin:0;width:440px;height:280px;
    display:flex;align-items:center;gap:24px;padding:0 28px;box-sizing:border-box;
    background:linear-gradient(135deg,#f4f8ff,#dce8fb);font-family:'DejaVu Sans',sans-serif">
    <div style="width:128px;height:128px;flex:none">${icon}</div>
    <div><div style="font-size:30px;font-weight:700;color:#0b3a80">Tracker Lens</div>
      <div style="font-size:19px;line-height:1.3;margin-top:10px;color:#1a2a44">${line}</div>
      <div style="font-size:14px;margin-top:10px;color:#44516a">${sub}</div></div>
  </body></html>`);
  const shot = await canvas.screenshot();
  await canvas.setViewportSize(SCREEN);
  return shot;
}

async function main(): Promise<void> {
  const stale = await demoBuildStaleness(REPO_ROOT, BUILD_DIRS.chromeDemo);
  if (stale) {
    console.info(`Building the demo extension (${stale})...`);
    await buildDemo(REPO_ROOT);
  }
  const emulator = await startEmulator({ port: 0, host: '127.0.0.1' });
  const pages = await startFixtureServer();
  const chromium = await launchChromiumWithExtension({
    extensionDir: BUILD_DIRS.chromeDemo,
    headless: true,
    viewport: SCREEN,
  });
  const saved: string[] = [];
  try {
    const control = await setUpDemo(chromium, emulator);
    const ask = backgroundAsk(control);
    const canvas = await chromium.context.newPage();
    await canvas.setViewportSize(SCREEN);
    for (const language of LANGUAGES) {
      const dir = join(STORE_DIR, language);
      await mkdir(dir, { recursive: true });
      const save = async (name: string, png: Buffer | Promise<Buffer>) => {
        const path = join(dir, name);
        await writeFile(path, await png);
        saved.push(path);
      };
      const settings = await ask<Record<string, unknown>>({ type: 'settings.get' });
      await ask({ type: 'settings.update', patch: { ...settings, language } });

      const crm = await chromium.context.newPage();
      await crm.setViewportSize(SCREEN);
      await openFixtureWithCard(crm, pages);
      await save('1-card.png', crm.screenshot());

      const tabId = await control.evaluate(async (url) => {
        const { chrome } = globalThis as unknown as {
          chrome: { tabs: { query(q: { url: string }): Promise<{ id?: number }[]> } };
        };
        const [tab] = await chrome.tabs.query({ url });
        return tab?.id;
      }, pages.url(DEMO_FIXTURE_PAGE));
      const pageShot = await crm.screenshot();
      const popup = await chromium.openExtensionPage(`popup.html?tab=${tabId}`, {
        viewport: { width: 400, height: 420 },
      });
      await popup.locator('.tl-phone.is-known').first().waitFor({ timeout: 30_000 });
      await save('2-popup.png', popupOverPage(canvas, pageShot, await popup.screenshot()));
      await popup.close();
      await crm.close();

      const workspace = await chromium.openExtensionPage('workspace.html', { viewport: SCREEN });
      await workspace.locator('.tl-w-nav').waitFor();
      await waitFor(
        async () => (await workspace.locator('main table tbody tr, table tbody tr').count()) > 0,
        'the workspace table',
        { timeoutMs: 30_000 },
      );
      await save('3-workspace.png', workspace.screenshot());
      await workspace.close();

      const options = await chromium.openExtensionPage('options.html', { viewport: SCREEN });
      await options.locator('.tl-notice--ok').first().waitFor({ timeout: 30_000 });
      await save('4-options.png', options.screenshot());
      await options.close();

      await save('promo-small.png', promoTile(canvas, language));
    }
    const settings = await ask<Record<string, unknown>>({ type: 'settings.get' });
    await ask({ type: 'settings.update', patch: { ...settings, language: 'auto' } });
  } finally {
    await chromium.close().catch(() => undefined);
    await pages.close().catch(() => undefined);
    await emulator.close().catch(() => undefined);
  }
  console.info('Store images:');
  for (const path of saved) console.info(`  ${relative(process.cwd(), path)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
