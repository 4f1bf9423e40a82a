import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createHandlers } from '../../../lib/background/handlers';
import { createOutboxFeed } from '../../../lib/background/outbox-feed';
import {
  createMessageHandler,
  isExtensionPage,
  type MessageSender,
} from '../../../lib/background/router';
import { WRITES_PER_MINUTE, createWriteGuard } from '../../../lib/background/write-guard';
import { setUpRouter } from '../../../lib/background/setup-router';
import { PRIVILEGED_TYPES } from '../../../lib/messaging/protocol';
import { TEST_KEY, setUpBackground } from '../lookup/helpers/services';

const policy = { runtimeId: 'ext-id', extensionOrigin: 'chrome-extension://ext-id/' };
const optionsPage: MessageSender = { id: 'ext-id', url: 'chrome-extension://ext-id/options.html' };
const contentScript: MessageSender = {
  id: 'ext-id',
  url: 'https://crm.example/deals/1',
  tab: { id: 7 },
  frameId: 0,
};

async function routerFor() {
  const ctx = await setUpBackground({ phoneFilter: 'works' });
  const openOptionsPage = vi.fn(async () => undefined);
  const handle = createMessageHandler(
    createHandlers(ctx.services, { openOptionsPage, policy }),
    policy,
    (text) => ctx.services.keyVault.scrub(text),
  );
  return { ...ctx, handle, openOptionsPage };
}

describe('message router', () => {
  beforeEach(() => fakeBrowser.reset());

  it.each([
    ['not an object', 'hello'],
    ['an unknown type', { type: 'key.steal' }],
    ['a malformed phone', { type: 'lookup.detail', phone: '+7 (999)' }],
    ['too many numbers', { type: 'lookup.summaries', phones: Array(1001).fill('79991234567') }],
  ])('refuses %s as invalid_message', async (_name, message) => {
    const { handle } = await routerFor();
    const answer = await handle(message, optionsPage);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid_message' } });
  });

  it.each([...PRIVILEGED_TYPES])('takes %s only from the extension pages', async (type) => {
    const { handle } = await routerFor();
    const message = {
      type,
      apiKey: 'k',
      patch: {},
      tabId: 1,
      host: 'crm.example.com',
      phone: '79991234567',
      // The workspace messages' fields, so each is valid and only its sender is wrong.
      counterId: '1',
      page: 1,
      itemsPerPage: 10,
      mode: 'add',
      order: { orderId: 'o-1', dateTime: 1 },
      call: { callId: 'c-1' },
      orderId: 'o-1',
      tags: ['t'],
      id: 'w-1',
      tableId: '1',
      resource: 'calls',
      from: 0,
      to: 1,
      // Recent calls.
      since: 0,
      on: true,
      // The card's tag field.
      token: 'a'.repeat(32),
      event: { kind: 'ready', probe: 1 },
    };
    expect(await handle(message, contentScript)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden_sender' },
    });
    // A page of another extension is refused as well.
    const foreign = { id: 'other', url: 'chrome-extension://other/options.html' };
    expect(await handle(message, foreign)).toMatchObject({ error: { kind: 'forbidden_sender' } });
  });

  it('answers content scripts for lookups and extension pages for settings', async () => {
    const { handle, tracker } = await routerFor();
    tracker.addCall('79991234567');
    const summary = await handle(
      { type: 'lookup.summaries', phones: ['79991234567'] },
      contentScript,
    );
    expect(summary).toMatchObject({ ok: true, data: [{ known: true, callCount: 1 }] });
    const settings = await handle({ type: 'settings.get' }, optionsPage);
    expect(settings).toMatchObject({ ok: true, data: { baseUrl: 'https://tracker.test' } });
    expect(await handle({ type: 'settings.problems' }, optionsPage)).toEqual({
      ok: true,
      data: [],
    });
  });

  it('turns a thrown error into a plain result without the key', async () => {
    const { handle, tracker } = await routerFor();
    tracker.state.failures.set('listCalls', [
      Object.assign(
        new Error(`denied for https://tracker.test/v2?apiKey=${TEST_KEY} (${TEST_KEY})`),
        {
          kind: 'auth',
          status: 403,
        },
      ),
    ]);
    const answer = await handle({ type: 'lookup.detail', phone: '79991234567' }, contentScript);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'auth', status: 403 } });
    expect(JSON.stringify(answer)).not.toContain(TEST_KEY);
  });

  it('tells a content script only that something went wrong, and logs the detail without the key', async () => {
    const { handle, services } = await routerFor();
    await services.keyVault.getKey();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(services.lookup, 'summaries').mockRejectedValue(
      new Error(`index at /profile/IndexedDB/tracker-lens-index broke (${TEST_KEY})`),
    );
    const message = { type: 'lookup.summaries', phones: ['79991234567'] };
    const answer = await handle(message, contentScript);
    expect(answer).toEqual({
      ok: false,
      error: { kind: 'internal', message: 'Something went wrong in the extension.' },
    });
    expect(JSON.stringify(logged.mock.calls)).toContain('tracker-lens-index broke');
    expect(JSON.stringify(logged.mock.calls)).not.toContain(TEST_KEY);
    // The extension's own pages get the detail (still without the key).
    const forPage = await handle(message, optionsPage);
    expect(JSON.stringify(forPage)).toContain('tracker-lens-index broke');
    expect(JSON.stringify(forPage)).not.toContain(TEST_KEY);
    vi.restoreAllMocks();
  });

  it('removes the key from an error code', async () => {
    const { handle, tracker, services } = await routerFor();
    await services.keyVault.getKey();
    tracker.state.failures.set('listCalls', [
      Object.assign(new Error('denied'), { kind: 'auth', code: `key ${TEST_KEY}` }),
    ]);
    const answer = await handle({ type: 'lookup.detail', phone: '79991234567' }, contentScript);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'auth', code: 'key ***' } });
    expect(JSON.stringify(answer)).not.toContain(TEST_KEY);
  });

  it('lists the waiting tag writes to the extension pages only', async () => {
    const { handle } = await routerFor();
    expect(await handle({ type: 'outbox.list' }, contentScript)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden_sender' },
    });
    expect(await handle({ type: 'outbox.list' }, optionsPage)).toEqual({ ok: true, data: [] });
  });

  it('refuses to remove tags from leads, which the tracker cannot do', async () => {
    const { handle } = await routerFor();
    const answer = await handle(
      { type: 'tags.remove', target: { kind: 'lead', counterId: '101', leadId: 1 }, tag: 'x' },
      contentScript,
    );
    expect(answer).toMatchObject({ ok: false, error: { kind: 'bad_request' } });
  });

  it('opens the options page on request', async () => {
    const { handle, openOptionsPage } = await routerFor();
    expect(await handle({ type: 'options.open' }, contentScript)).toEqual({ ok: true, data: null });
    expect(openOptionsPage).toHaveBeenCalledOnce();
  });

  it('says why a text a page shows is not a number, in the settings’ region, bounded', async () => {
    const { handle, services } = await routerFor();
    expect(
      await handle({ type: 'phone.explain', text: ' ИНН 7707083893 ' }, contentScript),
    ).toEqual({
      ok: true,
      data: {
        text: 'ИНН 7707083893',
        rejections: [expect.objectContaining({ reason: 'label', detail: 'ИНН' })],
      },
    });
    // "020 7946 0958" is a London number to GB only.
    await services.updateSettings({ defaultRegion: 'GB' });
    const london = await handle({ type: 'phone.explain', text: '020 7946 0958' }, contentScript);
    expect(london).toMatchObject({ ok: true, data: { typedDigits: '442079460958' } });
    expect(
      await handle({ type: 'phone.explain', text: '1'.repeat(513) }, contentScript),
    ).toMatchObject({ ok: false, error: { kind: 'invalid_message' } });
  });

  it('registers a listener that replies through runtime.sendMessage', async () => {
    const { services } = await setUpBackground({ withKey: false });
    setUpRouter(services);
    const answer = await fakeBrowser.runtime.sendMessage({ type: 'setup.status' });
    expect(answer).toEqual({
      ok: true,
      data: {
        configured: false,
        key: { state: 'missing' },
        defaultRegion: 'RU',
        regions: ['RU'],
        language: 'auto',
        cue: true,
        outcomeTags: ['interested', 'no answer', 'wrong number', 'sale'],
        offHere: false,
      },
    });
    // The fake sends no sender: a privileged message is refused.
    expect(await fakeBrowser.runtime.sendMessage({ type: 'settings.get' })).toMatchObject({
      error: { kind: 'forbidden_sender' },
    });
  });

  describe('writes from content scripts', () => {
    const PHONE = '79991234567';
    const tagCall = (callId: string, sender = contentScript) => ({
      message: { type: 'tags.add', target: { kind: 'call', counterId: '101', callId }, tag: 'x' },
      sender,
    });

    it('takes a tag write only for a record the background showed to that tab', async () => {
      const { handle, tracker } = await routerFor();
      const row = tracker.addCall(PHONE);
      const { message } = tagCall(row.callId);
      expect(await handle(message, contentScript)).toMatchObject({
        ok: false,
        error: { kind: 'forbidden_sender' },
      });
      // A number the tab did not report: its records stay closed to the page.
      await handle({ type: 'lookup.detail', phone: PHONE }, contentScript);
      expect(await handle(message, contentScript)).toMatchObject({
        ok: false,
        error: { kind: 'forbidden_sender' },
      });
      await handle({ type: 'page.phones', phones: [PHONE] }, contentScript);
      await handle({ type: 'lookup.detail', phone: PHONE }, contentScript);
      expect(await handle(message, contentScript)).toMatchObject({ ok: true });
      // Another tab was not shown this call; a made-up call is refused everywhere.
      const otherTab = { ...contentScript, tab: { id: 8 } };
      expect(await handle(message, otherTab)).toMatchObject({ ok: false });
      expect(await handle(tagCall('ghost').message, contentScript)).toMatchObject({ ok: false });
      // The extension's own pages (the popup) are not bound.
      expect(await handle(tagCall('ghost').message, optionsPage)).toMatchObject({ ok: true });
    });

    it('pushes to a content script only the waiting writes of records shown to its tab', async () => {
      const { handle, tracker, services } = await routerFor();
      tracker.state.gate = (op) =>
        op === 'addCallTags' ? new Promise(() => undefined) : Promise.resolve();
      const shown = tracker.addCall(PHONE);
      await handle({ type: 'page.phones', phones: [PHONE] }, contentScript);
      await handle({ type: 'lookup.detail', phone: PHONE }, contentScript);
      await handle(tagCall(shown.callId).message, contentScript);
      await handle(tagCall('elsewhere').message, optionsPage);
      const guard = createWriteGuard();
      const feed = createOutboxFeed({
        list: () => services.outbox.list(),
        visible: (tabId, entries) => guard.visible(tabId, entries),
        isExtensionPage: (sender) => isExtensionPage(sender, policy),
      });
      const heard = (sender: MessageSender) => {
        const lists: string[][] = [];
        feed.connect({
          sender,
          postMessage: (message) =>
            void lists.push(
              message.entries.map((e) => (e.target.kind === 'call' ? e.target.callId : '')),
            ),
          disconnect: () => undefined,
          onMessage: { addListener: () => undefined },
          onDisconnect: { addListener: () => undefined },
        });
        return lists;
      };
      const forTab = heard(contentScript);
      const forOtherTab = heard({ ...contentScript, tab: { id: 9 } });
      const forPopup = heard(optionsPage);
      await vi.waitFor(() => expect(forPopup).toHaveLength(1));
      await vi.waitFor(() => expect(forOtherTab).toHaveLength(1));
      await vi.waitFor(() => expect(forTab).toHaveLength(1));
      expect(forTab[0]).toEqual([shown.callId]);
      expect(forOtherTab[0]).toEqual([]);
      expect(forPopup[0]).toHaveLength(2);
    });

    it('caps the writes of one tab per minute with a clear error', async () => {
      const { handle, tracker } = await routerFor();
      tracker.state.gate = (op) =>
        op === 'addCallTags' ? new Promise(() => undefined) : Promise.resolve();
      const rows = Array.from({ length: WRITES_PER_MINUTE + 1 }, () => tracker.addCall(PHONE));
      await handle({ type: 'page.phones', phones: [PHONE] }, contentScript);
      await handle({ type: 'lookup.detail', phone: PHONE }, contentScript);
      const answers = [];
      for (const row of rows)
        answers.push(await handle(tagCall(row.callId).message, contentScript));
      expect(answers.filter((a) => a.ok)).toHaveLength(WRITES_PER_MINUTE);
      expect(answers.at(-1)).toMatchObject({ ok: false, error: { kind: 'too_many_writes' } });
    });
  });
});
