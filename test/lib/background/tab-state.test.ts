import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createHandlers } from '../../../lib/background/handlers';
import { createMessageHandler, type MessageSender } from '../../../lib/background/router';
import { setUpTabTracking } from '../../../lib/background/setup-tab-tracking';
import { setUpBackground } from '../lookup/helpers/services';

const A = '79991111111';
const B = '79992222222';
const C = '79993333333';

async function setUp() {
  const ctx = await setUpBackground({ phoneFilter: 'refused' });
  // Every frame that reported is still there: it answers the background's ping.
  vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockResolvedValue({ alive: true });
  ctx.tracker.addCall(A);
  ctx.tracker.addLead(B);
  const handle = createMessageHandler(createHandlers(ctx.services, { openOptionsPage: vi.fn() }), {
    runtimeId: fakeBrowser.runtime.id,
    extensionOrigin: fakeBrowser.runtime.getURL('/'),
  });
  const frame = (tabId: number, frameId: number): MessageSender => ({
    id: fakeBrowser.runtime.id,
    url: 'https://crm.example/',
    tab: { id: tabId },
    frameId,
  });
  const popup: MessageSender = {
    id: fakeBrowser.runtime.id,
    url: fakeBrowser.runtime.getURL('/popup.html'),
  };
  return { ...ctx, handle, frame, popup };
}

const badge = (tabId: number) => fakeBrowser.action.getBadgeText({ tabId });

describe('tab state and badge', () => {
  it('keeps the union of numbers from all frames and badges the known ones per tab', async () => {
    const { handle, frame } = await setUp();
    expect(await handle({ type: 'page.phones', phones: [A, C] }, frame(5, 0))).toEqual({
      ok: true,
      data: { known: 1 },
    });
    expect(await handle({ type: 'page.phones', phones: [B, A] }, frame(5, 3))).toEqual({
      ok: true,
      data: { known: 2 },
    });
    await handle({ type: 'page.phones', phones: [C] }, frame(6, 0));

    expect(await fakeBrowser.storage.session.get('detected:5')).toEqual({
      'detected:5': [A, C, B],
    });
    expect(await badge(5)).toBe('2');
    expect(await badge(6)).toBe('');
  });

  it('lets each frame report replace its own numbers, so the tab keeps only what is shown', async () => {
    const { handle, frame } = await setUp();
    await handle({ type: 'page.phones', phones: [A, C] }, frame(5, 0));
    await handle({ type: 'page.phones', phones: [B] }, frame(5, 3));
    await handle({ type: 'page.phones', phones: [C] }, frame(5, 0));
    expect(await fakeBrowser.storage.session.get('detected:5')).toEqual({
      'detected:5': [C, B],
    });
    expect(await badge(5)).toBe('1');
  });

  it('drops a malformed number from a frame report and keeps the valid ones', async () => {
    const { handle, frame } = await setUp();
    const answer = await handle(
      { type: 'page.phones', phones: [A, '4988001234567897', 'x', 12, B] as string[] },
      frame(5, 0),
    );
    expect(answer).toMatchObject({ ok: true });
    expect(await fakeBrowser.storage.session.get('detected:5')).toEqual({ 'detected:5': [A, B] });
  });

  it('keeps at most 5,000 numbers per tab however many frames report', async () => {
    const { services } = await setUp();
    const frameNumbers = (frameId: number) =>
      Array.from({ length: 2000 }, (_, i) => `7999${frameId}${String(i).padStart(6, '0')}`);
    for (const frameId of [0, 1, 2, 3])
      await services.tabs.report(5, frameId, frameNumbers(frameId));
    const phones = await services.tabs.get(5);
    expect(phones).toHaveLength(5000);
    expect(phones.slice(0, 2000)).toEqual(frameNumbers(0));
  });

  it('gives the popup summaries of the tab numbers', async () => {
    const { handle, frame, popup } = await setUp();
    await handle({ type: 'page.phones', phones: [A, B, C] }, frame(5, 0));
    const answer = await handle({ type: 'tab.phones', tabId: 5 }, popup);
    expect(
      answer.ok && (answer.data as { phones: { phone: string; known: boolean }[] }).phones,
    ).toEqual([
      expect.objectContaining({ phone: A, known: true }),
      expect.objectContaining({ phone: B, known: true }),
      expect.objectContaining({ phone: C, known: false }),
    ]);
  });

  it('keeps what the page says next to its numbers apart, checked and bounded', async () => {
    const { handle, frame, popup } = await setUp();
    await handle({ type: 'page.phones', phones: [A, B, C] }, frame(5, 0));
    const sent = await handle(
      {
        type: 'page.context',
        numbers: {
          [A]: { label: '  Анна\u0000 Петрова ', callLink: 'tel:+79991111111', orderId: '12345' },
          // A script link and an id with spaces are dropped; the label stays.
          [B]: { label: 'x'.repeat(200), callLink: 'javascript:alert(1)', orderId: '1 OR 1' },
          // Not a number's key, and a record with nothing usable: skipped.
          '12': { label: 'short' },
          [C]: { callLink: 42 },
        },
      },
      frame(5, 3),
    );
    expect(sent).toEqual({ ok: true, data: null });
    // The numbers' own key stays a list of digit strings.
    expect(await fakeBrowser.storage.session.get('detected:5')).toEqual({
      'detected:5': [A, B, C],
    });
    const answer = await handle({ type: 'tab.phones', tabId: 5 }, popup);
    expect(answer.ok && (answer.data as { onPage?: unknown }).onPage).toEqual({
      [A]: { label: 'Анна Петрова', callLink: 'tel:+79991111111', orderId: '12345' },
      [B]: { label: 'x'.repeat(80) },
    });
  });

  it('asks the frames that reported numbers what their page says only when the popup lists them', async () => {
    const { handle, frame, popup } = await setUp();
    const many = Object.fromEntries(
      Array.from({ length: 501 }, (_, i) => [String(79990000000 + i), { label: 'x' }]),
    );
    const answers: Record<number, unknown> = { 0: { [A]: { label: 'Анна' } }, 3: many };
    const sent = vi
      .spyOn(fakeBrowser.tabs, 'sendMessage')
      .mockImplementation(((
        _tab: number,
        message: { type: string },
        options?: { frameId?: number },
      ) =>
        Promise.resolve(
          message.type === 'page.describe' ? answers[options?.frameId ?? 0] : { alive: true },
        )) as never);
    const describes = () =>
      sent.mock.calls.filter(
        ([, message]) => (message as { type: string }).type === 'page.describe',
      );
    await handle({ type: 'page.phones', phones: [A, C] }, frame(5, 0));
    await handle({ type: 'page.phones', phones: [B] }, frame(5, 3));
    // An older script's own report is kept for a frame whose answer is refused (over 500).
    await handle({ type: 'page.context', numbers: { [B]: { label: 'Борис' } } }, frame(5, 3));
    expect(describes()).toEqual([]);

    const answer = await handle({ type: 'tab.phones', tabId: 5 }, popup);
    expect(answer.ok && (answer.data as { onPage?: unknown }).onPage).toEqual({
      [A]: { label: 'Анна' },
      [B]: { label: 'Борис' },
    });
    expect(describes().map(([tab, , options]) => [tab, options])).toEqual([
      [5, { frameId: 0 }],
      [5, { frameId: 3 }],
    ]);

    // A frame that no longer answers keeps its last word; one that does replaces it.
    answers[0] = undefined;
    answers[3] = { [B]: { orderId: '77' } };
    const again = await handle({ type: 'tab.phones', tabId: 5 }, popup);
    expect(again.ok && (again.data as { onPage?: unknown }).onPage).toEqual({
      [A]: { label: 'Анна' },
      [B]: { orderId: '77' },
    });
  });

  it('refuses a page.context of more than 500 numbers, and one not from a tab', async () => {
    const { handle, frame, popup } = await setUp();
    const many = Object.fromEntries(
      Array.from({ length: 501 }, (_, i) => [String(79990000000 + i), { label: 'x' }]),
    );
    expect(await handle({ type: 'page.context', numbers: many }, frame(5, 0))).toMatchObject({
      ok: false,
    });
    expect(await handle({ type: 'page.context', numbers: {} }, popup)).toMatchObject({
      ok: false,
      error: { kind: 'invalid_message' },
    });
  });

  it('drops a tab numbers when it closes or loads another page', async () => {
    const { services, handle, frame } = await setUp();
    setUpTabTracking(services);
    await handle({ type: 'page.phones', phones: [A] }, frame(5, 0));
    await handle({ type: 'page.phones', phones: [A] }, frame(6, 0));

    await fakeBrowser.tabs.onUpdated.trigger(5, { url: 'https://crm.example/other' }, {} as never);
    await fakeBrowser.tabs.onRemoved.trigger(6, { windowId: 1, isWindowClosing: false });

    await vi.waitFor(async () => {
      expect(await fakeBrowser.storage.session.get(null)).toEqual({});
      expect(await badge(5)).toBe('');
    });
    // A status change without a new URL keeps the numbers.
    await handle({ type: 'page.phones', phones: [A] }, frame(5, 0));
    await fakeBrowser.tabs.onUpdated.trigger(5, { status: 'complete' }, {} as never);
    expect(await services.tabs.get(5)).toEqual([A]);
  });

  it('drops a tab numbers when a page loads and the browser does not tell its address', async () => {
    const { services, handle, frame } = await setUp();
    setUpTabTracking(services);
    await handle({ type: 'page.phones', phones: [A] }, frame(5, 0));
    // Without the "tabs" permission Chrome and Firefox leave `url` out of the change.
    await fakeBrowser.tabs.onUpdated.trigger(5, { status: 'loading' }, {} as never);
    await vi.waitFor(async () => {
      expect(await services.tabs.get(5)).toEqual([]);
      expect(await fakeBrowser.storage.session.get(null)).toEqual({});
    });
  });

  it('refuses page.phones that does not come from a tab', async () => {
    const { handle, popup } = await setUp();
    expect(await handle({ type: 'page.phones', phones: [A] }, popup)).toMatchObject({
      ok: false,
      error: { kind: 'invalid_message' },
    });
  });
});

describe('badge after a sync', () => {
  it('recounts the known numbers of every tab once new calls arrive', async () => {
    const { services, tracker, handle, frame } = await setUp();
    await handle({ type: 'page.phones', phones: [A, C] }, frame(5, 0));
    expect(await badge(5)).toBe('1');
    // A new call starts now: a pass re-reads only the hours since the last one.
    tracker.addCall(C, { startTime: Date.now() - 60_000 });
    await services.syncAndRefreshBadges();
    expect(await badge(5)).toBe('2');
  });
});
