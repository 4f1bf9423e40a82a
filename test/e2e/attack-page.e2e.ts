/**
 * Attacks from the page side, in Chromium with the demo build: a compromised content script
 * flooding tag writes and reading other tabs' writes (row 2 of the hardening table) or
 * extension storage (row 8), page listeners reading what the user types into the card
 * (row 3), and a page element covering the card while letting clicks through (row 4).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Result } from '../../lib/types/result.ts';
import { TYPING_EVENTS } from '../../lib/content/card-guard.ts';
// Not tag-outbox.ts: its storage items would read extension storage when loaded in Node.
import { MAX_OUTBOX_ENTRIES } from '../../lib/outbox/tag-limits.ts';
import type { OutboxEntryView, PhoneDetail } from '../../lib/types/phone-data.ts';
import { contentWorldOf } from './harness/content-world.ts';
import {
  CARD,
  cardTagField,
  hoverUntilCard,
  waitForDetected,
  waitForSettledCard,
} from './harness/crm-pages.ts';
import { saveScreenshot } from './harness/screenshots.ts';
import { clearKeySpy, installKeySpy, readKeySpy } from './harness/key-spy.ts';
import {
  LOOK_ALIKE_FIELD,
  navigateCardTagField,
  startNeverLoadingLookAlike,
} from './harness/card-field-attacks.ts';
import { waitFor } from './harness/wait.ts';
import { probeCardBox } from './harness/page-probes.ts';
import { UI_HOST_TAG } from '../../lib/dom/skip-rules.ts';
import { scaled } from './harness/machine-speed.ts';
import { useChromium } from './harness/chromium-session.ts';

interface ChromeGlobal {
  chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
}

const VIEWPORT = { width: 1280, height: 800 };
const EXTENSION_NAME = 'Tracker Lens (demo)';

describe('attacks from the page side, in Chromium', () => {
  const {
    chromium,
    emulator,
    fixtures: pages,
    control: extensionPage,
  } = useChromium({ emulator: { calls: 1500, leads: 400 }, viewport: VIEWPORT });

  const send = <T>(message: unknown): Promise<Result<T>> =>
    extensionPage().evaluate(
      (m) => (globalThis as unknown as ChromeGlobal).chrome.runtime.sendMessage(m),
      message,
    ) as Promise<Result<T>>;

  const openDeal = async () => {
    const page = await chromium().context.newPage();
    await page.goto(pages().url('crm/amocrm-deal.html'));
    return page;
  };

  const openCard = async (page: Page) => {
    const card = await hoverUntilCard(page, '#deal-phone');
    // The final answer may move the card's fields: the tests click them by position.
    await waitForSettledCard(card);
    await cardTagField(page).input.waitFor({ state: 'visible' });
  };

  /** A real mouse click at the card's Add tag button where it is now (through any cover). */
  const clickQuickTag = async (page: Page) => {
    const button = (await cardTagField(page).button.boundingBox())!;
    await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
  };

  /** The outbox's waiting writes of `tag`, as the extension's own pages list them. */
  const queuedWithTag = async (tag: string) => {
    const listed = await send<OutboxEntryView[]>({ type: 'outbox.list' });
    if (!listed.ok) throw new Error(`outbox.list refused: ${listed.error.kind}`);
    return listed.data.filter((e) => e.tag === tag);
  };

  /**
   * Clicks the card's Add tag button until the background has the write (in its outbox, or
   * already at the tracker), then waits for the tracker to store it: earlier tests' writes may
   * still be draining at the key's rate, and this write waits its turn behind them.
   */
  const clickUntilWritten = async (page: Page, tag: string, tagsNow: () => string[]) => {
    const accepted = async () => tagsNow().includes(tag) || (await queuedWithTag(tag)).length > 0;
    await expect
      .poll(
        async () => {
          if (await accepted()) return true;
          await clickQuickTag(page);
          // Pacing between clicks: the card must be seen uncovered a while (card-guard.ts).
          await page.waitForTimeout(500);
          return accepted();
        },
        { timeout: scaled(20_000) },
      )
      .toBe(true);
    await expect.poll(tagsNow, { timeout: scaled(90_000) }).toContain(tag);
  };

  const latestCallTags = (digits: string) => {
    const { store } = emulator();
    const calls = store.counters.flatMap(
      (counter) => store.counterData(counter.counterId)?.callsByPhone.get(digits) ?? [],
    );
    const newest = calls.sort((a, b) => b.startMs - a.startMs)[0]!;
    return () =>
      (store.findCall(newest.counterId, newest.callId)?.tags as string[] | undefined) ?? [];
  };

  it('row 2: a content script tags only records shown to its tab, at a bounded rate, and hears only of their writes', async () => {
    const page = await openDeal();
    const world = await contentWorldOf(page, EXTENSION_NAME);
    const ask = <T>(message: unknown) =>
      world.evaluate<Result<T>>(`chrome.runtime.sendMessage(${JSON.stringify(message)})`);
    const { store } = emulator();
    const phone = store.demoPhones.manyCallsAndLeads;

    // 500 writes for calls that do not exist: all refused, none queued.
    const flood = await world.evaluate<Result<unknown>[]>(`Promise.all(
      Array.from({ length: 500 }, (_, i) => chrome.runtime.sendMessage({
        type: 'tags.add',
        target: { kind: 'call', counterId: '${store.demoCounterId}', callId: 'ghost-' + i },
        tag: 'flood',
      })))`);
    expect(flood.every((a) => !a.ok && a.error.kind === 'forbidden_sender')).toBe(true);
    const queued = await send<OutboxEntryView[]>({ type: 'outbox.list' });
    expect(queued.ok && queued.data.filter((e) => e.tag === 'flood')).toEqual([]);

    // A record the background served to this tab for a number the tab reported can be tagged,
    // up to the per-minute cap. A number the content script looks up on its own opens nothing.
    const unreported = await ask<PhoneDetail>({
      type: 'lookup.detail',
      phone: store.demoPhones.otherProject,
    });
    const foreign = unreported.ok ? unreported.data.calls[0] : undefined;
    expect(foreign).toBeDefined();
    const refused = await ask({
      type: 'tags.add',
      target: { kind: 'call', counterId: foreign!.counterId, callId: foreign!.callId },
      tag: 'foreign',
    });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'forbidden_sender' } });
    await waitForDetected(chromium(), page.url(), [phone]);
    const detail = await ask<PhoneDetail>({ type: 'lookup.detail', phone });
    expect(detail.ok).toBe(true);
    const shown = detail.ok ? detail.data.calls : [];
    const answers: Result<unknown>[] = [];
    for (let i = 0; i < 31; i += 1) {
      const call = shown[i % shown.length]!;
      answers.push(
        await ask({
          type: 'tags.add',
          target: { kind: 'call', counterId: call.counterId, callId: call.callId },
          tag: `rate-${i}`,
        }),
      );
    }
    expect(answers.slice(0, 30).every((a) => a.ok)).toBe(true);
    expect(answers[30]).toMatchObject({ ok: false, error: { kind: 'too_many_writes' } });

    // A write the popup made for another record is not listed to this content script.
    const other = store
      .counterData(store.demoCounterId)!
      .calls.find((c) => !shown.some((s) => s.callId === c.callId))!;
    await send({
      type: 'tags.add',
      target: { kind: 'call', counterId: store.demoCounterId, callId: other.callId },
      tag: 'private',
    });
    // Waiting writes reach a content script only through the outbox port, and only its tab's.
    const listed = await ask<OutboxEntryView[]>({ type: 'outbox.list' });
    expect(listed).toMatchObject({ ok: false, error: { kind: 'forbidden_sender' } });
    const heard = await world.evaluate<OutboxEntryView[]>(`new Promise((resolve) => {
      const port = chrome.runtime.connect({ name: 'outbox.watch' });
      port.onMessage.addListener((message) => {
        port.disconnect();
        resolve(message.entries);
      });
    })`);
    expect(Array.isArray(heard)).toBe(true);
    expect(heard.some((e) => e.tag === 'private')).toBe(false);
    await world.detach();
    await page.close();
  });

  it('row 8: a content script finds nothing but the sync summary in storage.local', async () => {
    const page = await openDeal();
    // The background has settings, a key check, counters and an index by now.
    await send({ type: 'counters.list', refresh: true });
    const world = await contentWorldOf(page, EXTENSION_NAME);
    const stored = await world.evaluate<Record<string, unknown>>('chrome.storage.local.get(null)');
    // `indexSync` is a kept interface: when the index last synced and its last error, no more.
    expect(Object.keys(stored).filter((key) => key !== 'indexSync')).toEqual([]);
    const summary = (stored.indexSync ?? {}) as Record<string, unknown>;
    expect(Object.keys(summary).every((key) => ['lastSyncAt', 'lastError'].includes(key))).toBe(
      true,
    );
    expect(JSON.stringify(stored)).not.toContain(emulator().baseUrl);
    // The numbers found per tab stay in storage.session, out of a content script's reach.
    const session = await world.evaluate<string>(
      `chrome.storage.session
        ? chrome.storage.session.get(null).then((v) => JSON.stringify(v), () => 'denied')
        : 'absent'`,
    );
    expect(['denied', 'absent']).toContain(session);
    await world.detach();
    await page.close();
  });

  it('row 3: page listeners do not see what the user types into the card', async () => {
    const page = await openDeal();
    await page.evaluate(installKeySpy, [...TYPING_EVENTS]);
    await openCard(page);
    const field = cardTagField(page).input;
    await field.click();
    // Focus moving into the card is the page's to see (its host takes the focus); typing is not.
    await page.evaluate(clearKeySpy);
    await page.keyboard.type('secret');
    // An input method's composition, as typing Russian or Chinese produces.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'ком', selectionStart: 3, selectionEnd: 3 });
    await cdp.send('Input.insertText', { text: 'компания' });
    await expect.poll(() => field.inputValue()).toBe('secretкомпания');
    await field.press('Enter');
    // The field is an extension page in its own frame (SECURITY.md): no listener of the page,
    // bubble or capture phase, on window, document or body, sees any of it.
    expect(await page.evaluate(readKeySpy)).toEqual({ bubbled: [], captured: [] });
    // The same for the expanded history's add-tag field.
    await page.locator(`${CARD} .tl-card-history-toggle`).click();
    const historyField = cardTagField(page, 'history').input;
    await historyField.click();
    await page.evaluate(clearKeySpy);
    await page.keyboard.type('secret-too');
    await expect.poll(() => historyField.inputValue()).toBe('secret-too');
    expect(await page.evaluate(readKeySpy)).toEqual({ bubbled: [], captured: [] });
    await page.close();
  });

  it('row 4: a click through a page element covering the card does nothing; the card comes back on top', async () => {
    const page = await openDeal();
    const { store } = emulator();
    const tagsNow = latestCallTags(store.demoPhones.manyCallsAndLeads);
    await openCard(page);
    const tag = `covered-${Date.now().toString(36)}`;
    await cardTagField(page).input.fill(tag);
    // The page puts its own top-layer element over everything, letting clicks through.
    await page.evaluate(() => {
      const cover = document.createElement('div');
      cover.id = 'cover';
      cover.setAttribute('popover', 'manual');
      cover.textContent = 'Win a prize! Click the button.';
      cover.style.cssText =
        'position:fixed;inset:0;width:100vw;height:100vh;margin:0;border:0;background:#fff;pointer-events:none;font-size:40px';
      document.body.append(cover);
      cover.showPopover();
    });
    await clickQuickTag(page);
    // Refused: nothing is written, and the card is raised above the cover.
    // Earlier tests' writes may still be draining at the key's rate: count this tag's only.
    await page.waitForTimeout(scaled(1_500));
    const writesOfTag = emulator().requests.filter(
      (r) => r.path.includes('addTags') && JSON.stringify(r.body ?? '').includes(tag),
    );
    expect(writesOfTag).toEqual([]);
    expect(tagsNow()).not.toContain(tag);
    // Nor waiting in the outbox behind earlier writes.
    expect(await queuedWithTag(tag)).toEqual([]);
    expect(await cardTagField(page).input.inputValue()).toBe(tag);

    // Now the card is on top, seen by the user: the same click tags the call (once the
    // browser has reported the card visible again).
    await clickUntilWritten(page, tag, tagsNow);
    await page.close();
  });

  it("row 4, flicker: a cover in the page's shadow root, hidden one frame in six, lets no click through", async () => {
    const page = await openDeal();
    const tagsNow = latestCallTags(emulator().store.demoPhones.manyCallsAndLeads);
    await openCard(page);
    const tag = `flicker-${Date.now().toString(36)}`;
    await cardTagField(page).input.fill(tag);
    // A popover inside a closed shadow root (no selector reaches it), shown five frames in six.
    await page.evaluate(() => {
      const host = document.createElement('div');
      const root = host.attachShadow({ mode: 'closed' });
      const cover = document.createElement('div');
      cover.setAttribute('popover', 'manual');
      cover.textContent = 'Win a prize! Click the button.';
      cover.style.cssText =
        'position:fixed;inset:0;width:100vw;height:100vh;margin:0;border:0;background:#fff;pointer-events:none;font-size:40px';
      root.append(cover);
      document.body.append(host);
      let frame = 0;
      const flicker = () => {
        frame += 1;
        (window as { flickerFrames?: number }).flickerFrames = frame;
        if (frame % 6 === 0) cover.hidePopover();
        else if (!cover.matches(':popover-open')) cover.showPopover();
        if (!(window as { stopFlicker?: boolean }).stopFlicker) requestAnimationFrame(flicker);
        else cover.remove();
      };
      cover.showPopover();
      requestAnimationFrame(flicker);
    });
    // The cover is up before the user aims (the browser samples visibility at most every
    // 100 ms, at a frame: a cover shown within that time of a click is not seen; SECURITY.md).
    await page.waitForFunction(
      () => ((window as { flickerFrames?: number }).flickerFrames ?? 0) >= 30,
    );
    for (let i = 0; i < 15; i += 1) {
      await clickQuickTag(page);
      await page.waitForTimeout(150);
    }
    await page.waitForTimeout(scaled(1_500));
    const writesOfTag = () =>
      emulator().requests.filter(
        (r) => r.path.includes('addTags') && JSON.stringify(r.body ?? '').includes(tag),
      );
    expect(writesOfTag()).toEqual([]);
    expect(tagsNow()).not.toContain(tag);
    expect(await queuedWithTag(tag)).toEqual([]);

    // The cover gone, the card seen for a moment: the same click tags the call, once.
    await page.evaluate(() => {
      (window as { stopFlicker?: boolean }).stopFlicker = true;
    });
    await clickUntilWritten(page, tag, tagsNow);
    await page.close();
  });

  it('row 4, no false alarm: the card of a number in a frame the page fades and scales still takes a write', async () => {
    const page = await chromium().context.newPage();
    await page.goto(pages().url('crm/bitrix-list.html'));
    // CRM panels animate their frames this way; visibility tracking would call that hidden.
    await page.evaluate(() =>
      document
        .getElementById('card-frame')!
        .setAttribute('style', 'opacity:0.95;transform:scale(0.98)'),
    );
    const frame = page.frameLocator('#card-frame');
    // The top frame draws the card of a framed number (lib/content/README.md, "Frames").
    const { input } = cardTagField(page);
    await hoverUntilCard(page, frame.locator('#frame-phone'));
    await input.waitFor({ state: 'visible' });
    const tag = `framed-${Date.now().toString(36)}`;
    await input.fill(tag);
    await input.press('Enter');
    await waitFor(
      () =>
        emulator().requests.some(
          (r) => r.path.includes('addTags') && JSON.stringify(r.body).includes(tag),
        ),
      'the tag write from the framed card',
    );
    await page.close();
  });

  it('row 12: a compromised content script in a frame gets a card drawn only for its own number, at its own frame', async () => {
    const page = await chromium().context.newPage();
    const url = pages().url('crm/bitrix-list.html');
    await page.goto(url);
    // The frame's own number (+375 29 123-45-67) is reported by the frame; 74951234567 too.
    await waitForDetected(chromium(), url, ['375291234567', '79161234567']);
    const frameBox = (await page.locator('#card-frame').boundingBox())!;
    const world = await contentWorldOf(page, EXTENSION_NAME, 'bitrix-card-frame.html');
    // As a compromised content script in the frame: link a token of its own to the top frame,
    // then ask it for cards through the background.
    const relay = (subject: { digits: string; raw: string }, rects: object[]) =>
      world.evaluate<Result<{ shown: boolean }>>(`(async () => {
        const token = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
          b.toString(16).padStart(2, '0')).join('');
        await chrome.runtime.sendMessage({ type: 'frame.hello', token });
        window.parent.postMessage({ trackerLensFrameHello: token }, '*');
        const message = { type: 'card.relay', toFrameId: 0, relay: {
          op: 'show', token, subject: ${JSON.stringify(subject)},
          rects: ${JSON.stringify(rects)}, focus: false } };
        // The parent binds the token a moment later: ask until it knows it.
        for (let i = 0; i < 100; i++) {
          const answer = await chrome.runtime.sendMessage(message);
          if (!answer.ok || answer.data.shown) return answer;
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        return chrome.runtime.sendMessage(message);
      })()`);
    const far = { left: -900_000, top: -900_000, right: -899_000, bottom: -899_990 };
    // A number this frame never reported (one of the top page's, and one on no page at all).
    for (const subject of [
      { digits: '79161234567', raw: '+7 916 123-45-67' },
      { digits: '79990001122', raw: '+7 999 000-11-22' },
    ]) {
      const refused = await relay(subject, [far]);
      expect(refused).toMatchObject({ ok: false });
    }
    expect(await page.locator(CARD).isVisible()).toBe(false);
    // Its own number, with rectangles far outside the page: drawn at the frame, not elsewhere.
    const own = await relay({ digits: '375291234567', raw: '+375 29 123-45-67' }, [far]);
    expect(own).toMatchObject({ ok: true, data: { shown: true } });
    const card = page.locator(CARD);
    await card.waitFor({ state: 'visible' });
    const box = (await card.boundingBox())!;
    // Placed at the frame's top-left corner (where the far rectangle is clamped): the card
    // starts at the frame's column, not at the page's left edge.
    expect(box.x + box.width).toBeGreaterThan(frameBox.x);
    expect(box.x).toBeGreaterThan(frameBox.x - box.width);
    expect(box.y).toBeGreaterThanOrEqual(frameBox.y - box.height);
    await world.detach();
    await page.close();
  });

  it("row 13: a page that re-posts a frame's hello from a decoy iframe does not choose where the frame's card appears", async () => {
    const page = await chromium().context.newPage();
    await page.goto(pages().url('crm/frames-decoy.html'));
    // The page caught the real frame's hello and posted it again from the decoy.
    await page.waitForFunction(() => (window as { replayed?: number }).replayed! > 0);
    const card = await hoverUntilCard(
      page,
      page.frameLocator('#real-frame').locator('#frame-phone'),
    );
    const box = (await card.boundingBox())!;
    const real = (await page.locator('#real-frame').boundingBox())!;
    const decoy = (await page.locator('#decoy').boundingBox())!;
    await saveScreenshot(page, 'attack-row13-decoy-frame');
    // Next to the number in the real frame (below or beside it), nowhere near the decoy.
    expect(box.x).toBeLessThan(real.x + real.width);
    expect(box.y).toBeLessThan(real.y + real.height + 40);
    expect(box.x + box.width).toBeLessThan(decoy.x);
    await page.close();
  });

  it("row 14: a page that navigates the card's tag field to a look-alike gets nothing typed into it", async () => {
    const page = await openDeal();
    await openCard(page);
    await expect.poll(() => cardTagField(page).frame.getAttribute('data-ready')).toBe('');
    // What a page can reach of the frame: through `window.frames` in the product build (the
    // card's shadow root is closed there), through the open root in this demo build.
    const evil = LOOK_ALIKE_FIELD;
    await page.evaluate(navigateCardTagField, evil);
    // The card drops the field at once and says why; the look-alike is gone with it.
    const notice = page.locator(`${CARD} .tl-card-field-replaced`);
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/in place of the tag field/);
    // The frame element is gone, and its page with it. (Playwright's own list of frames hears
    // of an out-of-process frame's removal late, or on a busy machine not within a poll.)
    expect(await cardTagField(page).frame.count()).toBe(0);
    await saveScreenshot(page, 'attack-row14-field-replaced');
    await page.close();
  });

  it('row 14, a look-alike that never finishes loading (no `load` event): dropped all the same', async () => {
    const lookAlike = await startNeverLoadingLookAlike();
    const page = await openDeal();
    try {
      await openCard(page);
      await expect.poll(() => cardTagField(page).frame.getAttribute('data-ready')).toBe('');
      await page.evaluate(navigateCardTagField, lookAlike.url);
      // The field's page says it is going (pagehide), before the look-alike could load.
      await page.locator(`${CARD} .tl-card-field-replaced`).waitFor();
      expect(await cardTagField(page).frame.count()).toBe(0);
    } finally {
      await page.close();
      lookAlike.close();
    }
  });

  it('row 14, before the first load: a field the page replaces at once never takes keys, and the card says so', async () => {
    const page = await openDeal();
    const evil = LOOK_ALIKE_FIELD;
    // The page swaps every frame the card adds before it has loaded (the demo build's shadow
    // root is open; the product's closed root leaves only `window.frames`).
    await page.evaluate((url) => {
      const swap = (root: ShadowRoot) => {
        const swapAll = () => {
          for (const frame of root.querySelectorAll('iframe')) {
            if (frame.dataset.swapped) continue;
            frame.dataset.swapped = 'yes';
            frame.src = url;
          }
        };
        // The card may be drawn in the task that added its host (an answer already cached).
        swapAll();
        new MutationObserver(swapAll).observe(root, { childList: true, subtree: true });
      };
      new MutationObserver((_, observer) => {
        const root = document.querySelector('tracker-lens-ui')?.shadowRoot;
        if (!root) return;
        observer.disconnect();
        swap(root);
      }).observe(document.documentElement, { childList: true, subtree: true });
    }, evil);
    await hoverUntilCard(page, '#deal-phone');
    const notice = page.locator(`${CARD} .tl-card-field-silent`).first();
    await notice.waitFor({ timeout: scaled(30_000) });
    expect(await notice.textContent()).toMatch(/did not load/);
    // The look-alike is there, but never shown nor focusable.
    const frame = cardTagField(page).frame;
    expect(await frame.getAttribute('data-ready')).toBeNull();
    expect(await frame.evaluate((element) => getComputedStyle(element).display)).toBe('none');
    await saveScreenshot(page, 'attack-row14-field-silent');
    await page.close();
  });

  it("row 15: the card's box, as elementFromPoint gives it to the page, is the same for a known and an unknown number", async () => {
    const boxOf = async (selector: string, text: RegExp, shot: string) => {
      const page = await chromium().context.newPage();
      await page.goto(pages().url('hello.html'));
      const card = await hoverUntilCard(page, selector, text);
      await waitForSettledCard(card);
      // A known number's card has a tag field (an unknown one has nothing to tag).
      if (selector === '#client-phone-1') {
        await cardTagField(page).input.waitFor({ state: 'visible' });
      }
      await saveScreenshot(page, shot);
      // The page's own view: its script scans the viewport (the card's root is closed in the
      // product build; the host is all it can hit).
      const box = await page.evaluate(probeCardBox, UI_HOST_TAG);
      await page.close();
      return box;
    };
    const known = await boxOf('#client-phone-1', /\d+\s*calls/, 'attack-row15-known-en');
    const unknown = await boxOf('#client-phone-3', /No calls or leads/i, 'attack-row15-unknown-en');
    expect(known).not.toBeNull();
    expect({ width: unknown?.width, height: unknown?.height }).toEqual({
      width: known!.width,
      height: known!.height,
    });
    expect(await send({ type: 'settings.update', patch: { language: 'ru' } })).toMatchObject({
      ok: true,
    });
    try {
      const knownRu = await boxOf('#client-phone-1', /\d+\s*звонк/, 'attack-row15-known-ru');
      const unknownRu = await boxOf('#client-phone-3', /[Нн]ет звонков/, 'attack-row15-unknown-ru');
      expect({ width: unknownRu?.width, height: unknownRu?.height }).toEqual({
        width: knownRu!.width,
        height: knownRu!.height,
      });
    } finally {
      await send({ type: 'settings.update', patch: { language: 'en' } });
    }
  });

  // Last: it leaves the outbox full of writes the service refused.
  it("row 2, the user's side: a full outbox refuses a write from the card and says so, in English and Russian", async () => {
    const { store } = emulator();
    // The popup queues writes for calls the service does not know: they stay, failing.
    await extensionPage().evaluate(
      async ({ count, counterId }) => {
        const { chrome } = globalThis as unknown as ChromeGlobal;
        for (let i = 0; i < count; i += 100) {
          await Promise.all(
            Array.from({ length: Math.min(100, count - i) }, (_, j) =>
              chrome.runtime.sendMessage({
                type: 'tags.add',
                target: { kind: 'call', counterId, callId: `ghost-${i + j}` },
                tag: 'ghost',
              }),
            ),
          );
        }
      },
      { count: MAX_OUTBOX_ENTRIES, counterId: store.demoCounterId },
    );
    const refused = await send({
      type: 'tags.add',
      target: { kind: 'call', counterId: store.demoCounterId, callId: 'ghost-one-more' },
      tag: 'ghost',
    });
    expect(refused).toMatchObject({ ok: false, error: { kind: 'outbox_full' } });

    const expected = {
      en: 'Too many tag changes are waiting to be sent',
      ru: 'Слишком много изменений тегов ждут отправки',
    };
    for (const language of ['en', 'ru'] as const) {
      const settings = await send<object>({ type: 'settings.get' });
      await send({
        type: 'settings.update',
        patch: { ...(settings.ok ? settings.data : {}), language },
      });
      const page = await openDeal();
      await openCard(page);
      const tag = `full-${language}`;
      await cardTagField(page).input.fill(tag);
      await cardTagField(page).input.press('Enter');
      const card = page.locator('tracker-lens-ui .tl-card');
      await expect
        .poll(() => card.innerText(), { timeout: scaled(10_000) })
        .toContain(expected[language]);
      await saveScreenshot(page, `attack-outbox-full-card-${language}`, { fullPage: false });
      await page.close();
    }
  });
});
