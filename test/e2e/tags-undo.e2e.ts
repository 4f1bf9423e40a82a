/**
 * Tags in the popup's detail, in a real Chromium against the emulator: one Add tag field for
 * the whole history (the entry chosen beside it), and a removed tag undone within its few
 * seconds: the tracker ends with the tag, no write doubled. Screenshots in English and Russian.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromiumWithExtension, type ChromiumWithExtension } from './harness/chromium.ts';
import { startTestEmulator, type RunningEmulator } from './harness/emulator.ts';
import { extensionMessages } from './harness/extension-messages.ts';
import { BUILD_DIRS, assertBuilt } from './harness/paths.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { waitFor } from './harness/wait.ts';

const POPUP_VIEWPORT = { width: 400, height: 600 };

describe('tags in the popup detail (Chromium)', () => {
  let chromium: ChromiumWithExtension;
  let emulator: RunningEmulator;
  let control: Page;
  const { setLanguage, useEmulatorAt } = extensionMessages(() => control);

  beforeAll(async () => {
    assertBuilt(BUILD_DIRS.chromeDemo);
    emulator = await startTestEmulator({ calls: 600, leads: 150 });
    chromium = await launchChromiumWithExtension({ extensionDir: BUILD_DIRS.chromeDemo });
    control = await chromium.openExtensionPage('options.html');
    await useEmulatorAt(emulator.baseUrl);
  });

  afterAll(async () => {
    await setLanguage('en').catch(() => undefined);
    await chromium?.close();
    await emulator?.close();
  });

  /** The newest call of the demo number with a tag, as the emulator stores it. */
  const taggedCall = () => {
    const { store } = emulator;
    const phone = store.demoPhones.manyCallsAndLeads;
    for (const { counterId } of store.counters) {
      for (const found of store.callsByPhone(phone, counterId)) {
        const tags = found['tags'] as string[] | undefined;
        if (tags?.[0]) return { phone, counterId, callId: String(found['callId']), tag: tags[0] };
      }
    }
    throw new Error('No tagged call of the demo number');
  };
  const storedTags = (counterId: string, callId: string) =>
    (emulator.store.findCall(counterId, callId)?.['tags'] as string[] | undefined) ?? [];

  const openDetail = async (phone: string) => {
    const page = await chromium.openExtensionPage('popup.html', { viewport: POPUP_VIEWPORT });
    await page.locator('#tl-search-input').fill(phone);
    await page.locator('#tl-search-input').press('Enter');
    await page.locator('.tl-h-group').first().waitFor();
    return page;
  };

  it('has one Add tag field for the whole history', async () => {
    const { phone } = taggedCall();
    const page = await openDetail(phone);
    await expect(page.locator('.tl-h-tag-input').count()).resolves.toBe(1);
    const entries = await page.locator('.tl-h-entry').count();
    await expect(page.locator('.tl-h-tag-adder select option').count()).resolves.toBe(entries);
    await page.locator('.tl-h-tag-adder').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'tags-field-en', { fullPage: false });
    await setLanguage('ru');
    await page.reload();
    await page.locator('#tl-search-input').fill(phone);
    await page.locator('#tl-search-input').press('Enter');
    await page.locator('.tl-h-tag-adder').waitFor();
    await expect(page.locator('.tl-h-tag-target span').innerText()).resolves.toBe('Тег для');
    await page.locator('.tl-h-tag-adder').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'tags-field-ru', { fullPage: false });
    await setLanguage('en');
    await page.close();
  });

  it('a removed tag undone within its seconds is back, in the view and in the tracker', async () => {
    const { phone, counterId, callId, tag } = taggedCall();
    const page = await openDetail(phone);
    const writesBefore = emulator.requests.filter((r) => r.path.endsWith('Tags')).length;
    await page
      .getByRole('button', { name: `Remove tag “${tag}”` })
      .first()
      .click();
    const notice = page.locator('.tl-h-undo');
    await notice.waitFor();
    await expect(notice.innerText()).resolves.toContain(`Tag “${tag}” removed.`);
    await saveScreenshot(page, 'tags-undo-en', { fullPage: false });
    await notice.getByRole('button', { name: 'Undo' }).click();
    await notice.waitFor({ state: 'detached' });
    // Whatever reached the tracker (the removal folded into the add, or sent and then the
    // add), it ends with the tag, and no write was sent twice.
    let seen = '';
    const landed = await waitFor(async () => {
      const pending = await page.locator('.tl-h-tag-state').allInnerTexts();
      const stored = storedTags(counterId, callId);
      seen = `pending ${pending.join('|')}; stored ${stored.join('|')}; sent ${emulator.requests
        .filter((r) => r.path.endsWith('Tags'))
        .slice(writesBefore)
        .map((r) => `${r.path} ${r.status} ${JSON.stringify(r.body)}`)
        .join(', ')}`;
      return pending.length === 0 && stored.includes(tag);
    }, 'the tag back in the tracker and no write waiting').catch((error: Error) => {
      throw new Error(`${error.message} (${seen})`);
    });
    expect(landed).toBe(true);
    const writes = emulator.requests
      .filter((r) => r.path.endsWith('Tags'))
      .slice(writesBefore)
      .map((r) => r.path);
    expect(writes.length).toBeLessThanOrEqual(2);
    expect(new Set(writes).size).toBe(writes.length);
    await expect(
      page
        .getByRole('button', { name: `Remove tag “${tag}”` })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await page.close();
  });
});
