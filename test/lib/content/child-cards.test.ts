import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardRelayOut } from '../../../lib/content/card-to-ancestors';
import type { CardAnchor } from '../../../lib/content/card-ui';
import { createChildCards } from '../../../lib/content/child-cards';
import type { CardRelay } from '../../../lib/messaging/protocol';

const TOKEN = 'a'.repeat(32);
const OTHER = 'b'.repeat(32);
const FRAME = 12;
const rect = { left: 10, top: 20, right: 110, bottom: 36 };
type ShowRelay = Extract<CardRelay, { op: 'show' }>;
const show = (overrides: Partial<ShowRelay> = {}): ShowRelay => ({
  op: 'show',
  token: TOKEN,
  originFrameId: 7,
  subject: { digits: '79161234567', raw: '+7 916 123-45-67' },
  rects: [rect],
  point: { x: 15, y: 25 },
  focus: false,
  ...overrides,
});

function setUp(up?: CardRelayOut) {
  const drawn: { rects: unknown; point: unknown; focus: boolean }[] = [];
  const anchors: CardAnchor[] = [];
  const closedFor: [number, boolean][] = [];
  let offset = { x: 100, y: 300, width: 400, height: 200 };
  let attached = true;
  const hide = vi.fn();
  const created = createChildCards({
    frames: {
      resolve: async (frame) => frame === FRAME,
      answered: () => undefined,
      has: (frame) => attached && frame === FRAME,
      box: (frame) => (frame === FRAME ? offset : undefined),
    },
    up,
    draw: async (_content, anchor, focus) => {
      drawn.push({ rects: anchor.rects(), point: anchor.point, focus });
      anchors.push(anchor);
    },
    hide: () => {
      hide();
      cards.closed(false);
    },
    reposition: () => undefined,
    focusCard: () => undefined,
    closedFor: (frameId, hadFocus) => closedFor.push([frameId, hadFocus]),
    hideGraceMs: 350,
  });
  // The background names the child that sent a relay: TOKEN's frame is FRAME, OTHER's is not ours.
  const cards = {
    ...created,
    handle: (relay: CardRelay, from = relay.token === TOKEN ? FRAME : FRAME + 1) =>
      created.handle(relay, from),
  };
  return {
    cards,
    drawn,
    anchors,
    closedFor,
    hide,
    moveFrame: (next: { x: number; y: number }) => (offset = { ...offset, ...next }),
    detach: () => (attached = false),
  };
}

describe('child cards (an ancestor drawing a child frame’s card)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the card at the child’s number moved by the iframe’s live offset', async () => {
    const { cards, drawn } = setUp();
    expect(await cards.handle(show())).toEqual({ shown: true });
    expect(drawn[0]).toEqual({
      rects: [{ left: 110, top: 320, right: 210, bottom: 336 }],
      point: { x: 115, y: 325 },
      focus: false,
    });
  });

  it('clamps what a child says to its iframe’s box: a card of a frame stays at that frame', async () => {
    const { cards, drawn, anchors } = setUp();
    const far = { left: -1e6, top: -1e6, right: 1e6, bottom: 1e6 };
    expect(await cards.handle(show({ rects: [far, rect], point: { x: 1e6, y: -1e6 } }))).toEqual({
      shown: true,
    });
    // The iframe's content box: x 100..500, y 300..500.
    expect(drawn[0]).toMatchObject({
      rects: [
        { left: 100, top: 300, right: 500, bottom: 500 },
        { left: 110, top: 320, right: 210, bottom: 336 },
      ],
      point: { x: 500, y: 300 },
    });
    // A later move is clamped too.
    await cards.handle({ op: 'move', token: TOKEN, rects: [{ ...far, left: 1e6 }] });
    expect(anchors[0]!.rects()).toEqual([{ left: 500, top: 300, right: 500, bottom: 500 }]);
  });

  it('refuses a token of no iframe it holds, so the child draws its own card', async () => {
    const { cards, drawn } = setUp();
    expect(await cards.handle(show({ token: OTHER }))).toEqual({ shown: false });
    expect(drawn).toEqual([]);
  });

  it('hides when the child says the pointer left, unless the pointer reached the card', async () => {
    const { cards, hide } = setUp();
    await cards.handle(show());
    cards.pointerMoved(true);
    expect(await cards.handle({ op: 'hide', token: TOKEN, force: false })).toEqual({ shown: true });
    expect(hide).not.toHaveBeenCalled();
    // Off the card: it closes after the grace period, and the child is told.
    cards.pointerMoved(false);
    vi.advanceTimersByTime(400);
    expect(hide).toHaveBeenCalledTimes(1);
  });

  it('hides at once when the child asks with force, and for a pointer that never came', async () => {
    const { cards, hide, closedFor } = setUp();
    await cards.handle(show());
    expect(await cards.handle({ op: 'hide', token: TOKEN, force: false })).toEqual({
      shown: false,
    });
    expect(hide).toHaveBeenCalledTimes(1);
    // The child asked: it is not told again.
    expect(closedFor).toEqual([]);
    await cards.handle(show({ focus: true }));
    expect(await cards.handle({ op: 'hide', token: TOKEN, force: false })).toEqual({ shown: true });
    expect(await cards.handle({ op: 'hide', token: TOKEN, force: true })).toEqual({
      shown: false,
    });
  });

  it('follows the iframe when this frame scrolls, and closes when the iframe is removed', async () => {
    const { cards, anchors, hide, moveFrame, detach } = setUp();
    await cards.handle(show());
    moveFrame({ x: 100, y: 240 });
    expect(anchors[0]?.rects()).toEqual([{ left: 110, top: 260, right: 210, bottom: 276 }]);
    detach();
    cards.pointerMoved(false);
    expect(hide).toHaveBeenCalledTimes(1);
  });

  it('tells the frame that asked when its card closes here or is replaced', async () => {
    const { cards, closedFor } = setUp();
    await cards.handle(show());
    cards.closed(true);
    expect(closedFor).toEqual([[7, true]]);
    await cards.handle(show());
    await cards.handle(show({ originFrameId: 9 }));
    expect(closedFor).toEqual([
      [7, true],
      [7, false],
    ]);
    cards.release();
    expect(closedFor.at(-1)).toEqual([9, false]);
  });

  it('passes a grandchild’s card further up, moved into this frame, keeping who asked first', async () => {
    const upShow = vi.fn(async () => true);
    const up: CardRelayOut = {
      show: upShow,
      move: vi.fn(),
      hide: vi.fn(),
      focus: vi.fn(),
      isOpenAbove: () => true,
      closedAbove: vi.fn(),
    };
    const { cards, drawn } = setUp(up);
    expect(await cards.handle(show())).toEqual({ shown: true });
    expect(drawn).toEqual([]);
    const [content, anchor, options] = upShow.mock.calls[0] as unknown as [
      unknown,
      { rects(): unknown; point: unknown },
      unknown,
    ];
    expect(content).toEqual({ kind: 'number', subject: show().subject });
    expect(anchor.rects()).toEqual([{ left: 110, top: 320, right: 210, bottom: 336 }]);
    expect(options).toEqual({ focus: false, originFrameId: 7 });
    await cards.handle({ op: 'move', token: TOKEN, rects: [rect] });
    expect(up.move).toHaveBeenCalledWith([{ left: 110, top: 320, right: 210, bottom: 336 }]);
    await cards.handle({ op: 'hide', token: TOKEN, force: true });
    expect(up.hide).toHaveBeenCalledWith(true);
  });
});
