import { describe, expect, it, vi } from 'vitest';
import { createCardRelayHandlers } from '../../../lib/background/card-relay';
import { createFrameLinks, type LinkStore } from '../../../lib/background/frame-links';
import type { CardRelay } from '../../../lib/messaging/protocol';
import { Request } from '../../../lib/messaging/protocol';

const TOKEN = 'c'.repeat(32);
const relay: CardRelay = {
  op: 'show',
  token: TOKEN,
  subject: { digits: '79161234567', raw: '+7 916 123-45-67' },
  rects: [{ left: 1, top: 2, right: 3, bottom: 4 }],
  focus: false,
};

/** Frame links in memory, as `storage.session` would keep them. */
function memoryLinks() {
  const tabs = new Map<number, unknown>();
  const store: LinkStore = {
    get: async (tabId) => (structuredClone(tabs.get(tabId)) as never) ?? null,
    set: async (tabId, links) => void tabs.set(tabId, structuredClone(links)),
  };
  return createFrameLinks(store);
}

/** Handlers over fresh links, with `child` bound to `parent` in tab `tabId` (hello, then adopt). */
async function linked(
  send: Parameters<typeof createCardRelayHandlers>[0],
  pairs: [child: number, parent: number, token: string][],
  tabId = 5,
) {
  const handlers = createCardRelayHandlers(send, memoryLinks());
  for (const [child, parent, token] of pairs) {
    await handlers['frame.hello'](
      { type: 'frame.hello', token },
      { tab: { id: tabId }, frameId: child },
    );
    await handlers['frame.adopt'](
      { type: 'frame.adopt', token },
      { tab: { id: tabId }, frameId: parent },
    );
  }
  return handlers;
}

describe('card relay between frames (background)', () => {
  it('names the frame a card request came from by the browser’s sender, and forwards it', async () => {
    const send = vi.fn(async () => ({ shown: true }));
    const handlers = await linked(send, [[12, 0, TOKEN]]);
    const answer = await handlers['card.relay'](
      { type: 'card.relay', toFrameId: 0, relay: { ...relay } },
      { tab: { id: 5 }, frameId: 12 },
    );
    expect(answer).toEqual({ shown: true });
    expect(send).toHaveBeenCalledWith(
      5,
      { type: 'card.fromChild', relay: { ...relay, originFrameId: 12 } },
      0,
    );
  });

  it('answers not shown when no content script of ours is in the target frame', async () => {
    const send = vi.fn(async () => {
      throw new Error('Could not establish connection. Receiving end does not exist.');
    });
    const handlers = await linked(send, [[3, 0, TOKEN]]);
    const answer = await handlers['card.relay'](
      { type: 'card.relay', toFrameId: 0, relay },
      { tab: { id: 5 }, frameId: 3 },
    );
    expect(answer).toEqual({ shown: false });
  });

  it('refuses messages that do not come from a tab, and a frame relaying to itself', async () => {
    const handlers = createCardRelayHandlers(vi.fn());
    await expect(
      handlers['card.relay']({ type: 'card.relay', toFrameId: 0, relay }, { url: 'x' }),
    ).rejects.toThrow(/only from a tab/);
    await expect(
      handlers['card.relay'](
        { type: 'card.relay', toFrameId: 4, relay },
        { tab: { id: 1 }, frameId: 4 },
      ),
    ).rejects.toThrow(/itself/);
  });

  it('tells only the frame that announced a token which frame adopted it, in either order', async () => {
    const send = vi.fn(async () => null);
    await linked(send, [[7, 0, TOKEN]], 8);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      8,
      { type: 'frame.adopted', token: TOKEN, parentFrameId: 0 },
      7,
    );
    // The parent found the token first: the child hears it when it announces it.
    const later = vi.fn(async () => null);
    const handlers = createCardRelayHandlers(later, memoryLinks());
    const other = 'd'.repeat(32);
    await handlers['frame.adopt'](
      { type: 'frame.adopt', token: other },
      { tab: { id: 8 }, frameId: 0 },
    );
    expect(later).not.toHaveBeenCalled();
    await handlers['frame.hello'](
      { type: 'frame.hello', token: other },
      { tab: { id: 8 }, frameId: 9 },
    );
    expect(later).toHaveBeenCalledWith(
      8,
      { type: 'frame.adopted', token: other, parentFrameId: 0 },
      9,
    );
  });

  it('binds a token to the frame that announced it: no other frame takes it, no second parent', async () => {
    const send = vi.fn(async () => ({ shown: true }));
    const handlers = await linked(send, [[7, 0, TOKEN]]);
    // Frame 4 heard the token (a page posted it around) and announces it as its own.
    await handlers['frame.hello'](
      { type: 'frame.hello', token: TOKEN },
      { tab: { id: 5 }, frameId: 4 },
    );
    await handlers['frame.adopt'](
      { type: 'frame.adopt', token: TOKEN },
      { tab: { id: 5 }, frameId: 2 },
    );
    await expect(
      handlers['card.relay'](
        { type: 'card.relay', toFrameId: 0, relay },
        { tab: { id: 5 }, frameId: 4 },
      ),
    ).rejects.toThrow(/only to its parent/);
    await expect(
      handlers['card.relay'](
        { type: 'card.relay', toFrameId: 2, relay },
        { tab: { id: 5 }, frameId: 7 },
      ),
    ).rejects.toThrow(/only to its parent/);
    // Another tab knows nothing of this tab's links.
    await expect(
      handlers['card.relay'](
        { type: 'card.relay', toFrameId: 0, relay },
        { tab: { id: 6 }, frameId: 7 },
      ),
    ).rejects.toThrow(/only to its parent/);
    expect(
      await handlers['card.relay'](
        { type: 'card.relay', toFrameId: 0, relay },
        { tab: { id: 5 }, frameId: 7 },
      ),
    ).toEqual({ shown: true });
  });

  it('passes a close only from a frame to its own descendants', async () => {
    const send = vi.fn(async () => null);
    const handlers = await linked(send, [
      [3, 0, TOKEN],
      [9, 3, 'e'.repeat(32)],
    ]);
    send.mockClear();
    const close = (from: number, to: number) =>
      handlers['card.closedFor'](
        { type: 'card.closedFor', frameId: to, hadFocus: false },
        { tab: { id: 5 }, frameId: from },
      );
    await expect(close(0, 9)).resolves.toBeNull();
    await expect(close(3, 9)).resolves.toBeNull();
    await expect(close(9, 3)).rejects.toThrow(/its own children/);
    await expect(close(3, 3)).rejects.toThrow(/its own children/);
    await expect(close(0, 42)).rejects.toThrow(/its own children/);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('bounds what a frame may send: rectangles, their number, the subject', () => {
    const parse = (patch: Partial<typeof relay>) =>
      Request.safeParse({ type: 'card.relay', toFrameId: 0, relay: { ...relay, ...patch } })
        .success;
    expect(parse({})).toBe(true);
    expect(parse({ rects: [] })).toBe(false);
    expect(parse({ rects: Array.from({ length: 17 }, () => relay.rects[0]!) })).toBe(false);
    expect(parse({ rects: [{ left: Infinity, top: 0, right: 0, bottom: 0 }] })).toBe(false);
    expect(parse({ token: 'not-a-token' })).toBe(false);
    expect(parse({ subject: { digits: '12', raw: '12' } })).toBe(false);
  });
});
