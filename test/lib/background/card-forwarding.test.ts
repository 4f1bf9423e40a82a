import { describe, expect, it, vi } from 'vitest';
import { createCardRelayHandlers, type ReportedBy } from '../../../lib/background/card-forwarding';
import { createFrameLinks, type LinkStore } from '../../../lib/background/frame-tree';
import { createTabState } from '../../../lib/background/tab-state';
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

/** Numbers each frame reported (`detectedFrames:<tabId>`): by default frame N reported the relay's number. */
const everyFrameReported: ReportedBy = async (_tabId, _frameId, digits) =>
  digits === relay.subject.digits;

/** Handlers over fresh links, with `child` bound to `parent` in tab `tabId` (hello, then adopt). */
async function linked(
  send: Parameters<typeof createCardRelayHandlers>[0],
  pairs: [child: number, parent: number, token: string][],
  tabId = 5,
  reportedBy: ReportedBy = everyFrameReported,
) {
  const handlers = createCardRelayHandlers(send, memoryLinks(), reportedBy);
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
      { type: 'card.fromChild', relay: { ...relay, originFrameId: 12 }, fromFrameId: 12 },
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

  it('accepts a card only for a number the frame that found it reported itself', async () => {
    const send = vi.fn(async () => ({ shown: true }));
    // Frame 12 reported 79161234567; frame 30, a grandchild under 12, reported 79031112233.
    const reported: Record<number, string[]> = { 12: ['79161234567'], 30: ['79031112233'] };
    const reportedBy: ReportedBy = async (tabId, frameId, digits) =>
      tabId === 5 && (reported[frameId] ?? []).includes(digits);
    const handlers = await linked(
      send,
      [
        [12, 0, TOKEN],
        [30, 12, 'e'.repeat(32)],
        [31, 0, 'f'.repeat(32)],
      ],
      5,
      reportedBy,
    );
    send.mockClear();
    const ask = (from: number, to: number, patch: Partial<CardRelay>) =>
      handlers['card.relay'](
        { type: 'card.relay', toFrameId: to, relay: { ...relay, ...patch } as CardRelay },
        { tab: { id: 5 }, frameId: from },
      );
    const other = { digits: '79031112233', raw: '+7 903 111-22-33' };
    // A number the frame never reported (another frame's, or none's): refused, nothing sent.
    await expect(ask(12, 0, { subject: other })).rejects.toThrow(/number it reported/);
    await expect(ask(12, 0, { subject: { digits: '74950000000', raw: 'x' } })).rejects.toThrow(
      /number it reported/,
    );
    // Frame 31 names frame 30 as where the number was found: 30 is not its descendant.
    await expect(ask(31, 0, { subject: other, originFrameId: 30 })).rejects.toThrow(
      /own descendants/,
    );
    // Frame 12 passes up its child 30's card: 30 reported that number.
    await expect(ask(12, 0, { subject: other, originFrameId: 30 })).resolves.toEqual({
      shown: true,
    });
    await expect(ask(12, 0, { originFrameId: 30 })).rejects.toThrow(/number it reported/);
    expect(await ask(12, 0, {})).toEqual({ shown: true });
    expect(send).toHaveBeenCalledTimes(2);
    // Moving, hiding and focusing carry no number.
    await expect(
      handlers['card.relay'](
        { type: 'card.relay', toFrameId: 0, relay: { op: 'hide', token: TOKEN, force: false } },
        { tab: { id: 5 }, frameId: 12 },
      ),
    ).resolves.toEqual({ shown: true });
  });

  it('reads the numbers a frame reported from the tab record the frames report into', async () => {
    const tabs = createTabState({ isFrameAlive: async () => true });
    await tabs.report(41, 0, ['74951234567']);
    await tabs.report(41, 12, ['79161234567']);
    expect(await tabs.reportedBy(41, 12, '79161234567')).toBe(true);
    expect(await tabs.reportedBy(41, 12, '74951234567')).toBe(false);
    expect(await tabs.reportedBy(41, 0, '74951234567')).toBe(true);
    expect(await tabs.reportedBy(41, 13, '79161234567')).toBe(false);
    // A frame's new set replaces its old one.
    await tabs.report(41, 12, ['79031112233']);
    expect(await tabs.reportedBy(41, 12, '79161234567')).toBe(false);
  });

  it('tells only the bound parent which challenge a child received, named by the browser, in order', async () => {
    const send = vi.fn(async () => null);
    const handlers = await linked(send, [
      [12, 0, TOKEN],
      [30, 12, 'e'.repeat(32)],
    ]);
    send.mockClear();
    const answer = (from: number, challenge: string) =>
      handlers['frame.answer'](
        { type: 'frame.answer', challenge },
        { tab: { id: 5 }, frameId: from },
      );
    const first = 'a'.repeat(32);
    const second = 'b'.repeat(32);
    await Promise.all([
      answer(12, first),
      answer(12, second),
      answer(30, first),
      answer(77, first),
    ]);
    // The frame id is the sender's, never the message's; an unlinked frame (77) tells no one.
    expect(send.mock.calls).toEqual([
      [5, { type: 'frame.answered', challenge: first, frameId: 12 }, 0],
      [5, { type: 'frame.answered', challenge: second, frameId: 12 }, 0],
      [5, { type: 'frame.answered', challenge: first, frameId: 30 }, 12],
    ]);
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
