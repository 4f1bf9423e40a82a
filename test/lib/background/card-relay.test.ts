import { describe, expect, it, vi } from 'vitest';
import { createCardRelayHandlers } from '../../../lib/background/card-relay';
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

describe('card relay between frames (background)', () => {
  it('names the frame a card request came from by the browser’s sender, and forwards it', async () => {
    const send = vi.fn(async () => ({ shown: true }));
    const handlers = createCardRelayHandlers(send);
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
    const handlers = createCardRelayHandlers(send);
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

  it('tells every frame of the tab which frame adopted a token', async () => {
    const send = vi.fn(async () => null);
    await createCardRelayHandlers(send)['frame.adopt'](
      { type: 'frame.adopt', token: TOKEN },
      { tab: { id: 8 }, frameId: 0 },
    );
    expect(send).toHaveBeenCalledWith(8, {
      type: 'frame.adopted',
      token: TOKEN,
      parentFrameId: 0,
    });
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
