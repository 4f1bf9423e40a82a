/**
 * Channel limits against a compromised content script (issue 24, point 3): floods of one
 * message type, `workspace.open` without a person, and thousands of `outbox.watch` ports.
 */
import { describe, expect, it } from 'vitest';
import {
  createChannelLimits,
  MESSAGES_PER_SECOND_PER_FRAME,
  MESSAGES_PER_SECOND_PER_TAB,
  WORKSPACE_OPEN_EVERY_MS,
} from '../../lib/background/channel-limits';
import { createOutboxFeed, PORTS_PER_TAB } from '../../lib/background/outbox-feed';
import {
  createMessageHandler,
  type Handlers,
  type MessageSender,
} from '../../lib/background/router';

const policy = { runtimeId: 'ext-id', extensionOrigin: 'chrome-extension://ext-id/' };
const popup: MessageSender = { id: 'ext-id', url: 'chrome-extension://ext-id/popup.html' };
const frame = (frameId: number, tabId = 7): MessageSender => ({
  id: 'ext-id',
  url: 'https://crm.example/deals/1',
  tab: { id: tabId },
  frameId,
});
const SHOWN = '79161234567';

function setUp() {
  let clock = 1_000_000;
  const handled: string[] = [];
  // Every handler answers null and records that it ran: the bounds stand before them.
  const handlers = new Proxy({} as Handlers, {
    get: (_target, type: string) => async () => {
      handled.push(type);
      return null;
    },
  });
  const limits = createChannelLimits({
    detected: async (tabId) => (tabId === 7 ? [SHOWN] : []),
    now: () => clock,
  });
  const handle = createMessageHandler(handlers, policy, undefined, (request, sender) =>
    limits.admit(
      { type: request.type, ...('phone' in request ? { phone: request.phone } : {}) },
      sender,
    ),
  );
  const count = (type: string) => handled.filter((t) => t === type).length;
  return { handle, count, tick: (ms: number) => (clock += ms) };
}

describe('channel limits', () => {
  it('takes at most the per-frame rate of one type a second, then again the next second', async () => {
    const { handle, count, tick } = setUp();
    const flood = await Promise.all(
      Array.from({ length: 500 }, () => handle({ type: 'lookup.detail', phone: SHOWN }, frame(0))),
    );
    expect(count('lookup.detail')).toBe(MESSAGES_PER_SECOND_PER_FRAME);
    const refused = flood.filter((a) => !a.ok);
    expect(refused).toHaveLength(500 - MESSAGES_PER_SECOND_PER_FRAME);
    expect(refused.every((a) => !a.ok && a.error.kind === 'rate_limited')).toBe(true);
    // Another type is not held back by the flood.
    expect(await handle({ type: 'phone.world' }, frame(0))).toMatchObject({ ok: true });
    tick(1_000);
    expect(await handle({ type: 'lookup.detail', phone: SHOWN }, frame(0))).toMatchObject({
      ok: true,
    });
  });

  it('bounds a tab of many frames, and never the extension pages', async () => {
    const { handle, count } = setUp();
    await Promise.all(
      Array.from({ length: 40 }, (_, frameId) =>
        Promise.all(
          Array.from({ length: 20 }, () =>
            handle({ type: 'lookup.detail', phone: SHOWN }, frame(frameId)),
          ),
        ),
      ),
    );
    expect(count('lookup.detail')).toBe(MESSAGES_PER_SECOND_PER_TAB);
    const fromPopup = await Promise.all(
      Array.from({ length: 500 }, () => handle({ type: 'lookup.detail', phone: SHOWN }, popup)),
    );
    expect(fromPopup.every((a) => a.ok)).toBe(true);
  });

  it('opens the workspace only for a number the tab reported, once every few seconds', async () => {
    const { handle, count, tick } = setUp();
    const unknown = await handle({ type: 'workspace.open', phone: '79990000000' }, frame(0));
    expect(unknown).toMatchObject({ ok: false, error: { kind: 'forbidden_sender' } });
    const bare = await handle({ type: 'workspace.open' }, frame(0));
    expect(bare).toMatchObject({ ok: false, error: { kind: 'forbidden_sender' } });
    const burst = await Promise.all(
      Array.from({ length: 15 }, () => handle({ type: 'workspace.open', phone: SHOWN }, frame(0))),
    );
    expect(count('workspace.open')).toBe(1);
    expect(burst.filter((a) => !a.ok && a.error.kind === 'rate_limited')).toHaveLength(14);
    tick(WORKSPACE_OPEN_EVERY_MS);
    await handle({ type: 'workspace.open', phone: SHOWN }, frame(0));
    expect(count('workspace.open')).toBe(2);
    // Another tab that never reported the number opens nothing.
    await handle({ type: 'workspace.open', phone: SHOWN }, frame(0, 8));
    expect(count('workspace.open')).toBe(2);
    // The popup opens it as often as a person asks.
    await handle({ type: 'workspace.open', phone: SHOWN }, popup);
    await handle({ type: 'workspace.open' }, popup);
    expect(count('workspace.open')).toBe(4);
  });

  it('leaves tag writes to their own per-minute bound', async () => {
    const { handle, count } = setUp();
    const target = { kind: 'call', counterId: '101', callId: 'c1' } as const;
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        handle({ type: 'tags.add', target, tag: `t${i}` }, frame(0)),
      ),
    );
    expect(count('tags.add')).toBe(200);
  });

  it('keeps a bounded number of outbox ports per tab, so a change costs a bounded number of reads', async () => {
    let reads = 0;
    const feed = createOutboxFeed({
      list: async () => {
        reads += 1;
        return [];
      },
      visible: async () => [],
      isExtensionPage: (sender) => sender.url?.startsWith(policy.extensionOrigin) === true,
    });
    let open = 0;
    let closed = 0;
    const connect = (sender: MessageSender) =>
      feed.connect({
        sender,
        postMessage: () => undefined,
        disconnect: () => void (closed += 1),
        onMessage: { addListener: () => undefined },
        onDisconnect: { addListener: () => void (open += 1) },
      });
    for (let i = 0; i < 2_000; i += 1) connect(frame(i % 50));
    connect(frame(0, 8));
    connect(popup);
    expect(open).toBe(PORTS_PER_TAB + 2);
    expect(closed).toBe(2_000 - PORTS_PER_TAB);
    await new Promise((resolve) => setTimeout(resolve, 0));
    reads = 0;
    feed.changed();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toBe(PORTS_PER_TAB + 2);
  });
});
