import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHoverController } from '../../../lib/content/hover';

interface FakeMatch {
  id: string;
}

function setUp(matchUnder: (x: number) => FakeMatch | undefined) {
  const frames: (() => void)[] = [];
  const shown: string[] = [];
  let hidden = 0;
  const matchAt = vi.fn((x: number) => matchUnder(x));
  const hover = createHoverController<FakeMatch>({
    matchAt,
    sameMatch: (a, b) => a.id === b.id,
    show: (match) => shown.push(match.id),
    hide: () => {
      hidden += 1;
    },
    showDelayMs: 300,
    hideGraceMs: 350,
    requestFrame: (callback) => frames.push(callback),
  });
  const runFrame = () => frames.splice(0).forEach((callback) => callback());
  const move = (x: number, overCard = false) => {
    hover.onPointerMove({ x, y: 0, overCard });
    runFrame();
  };
  return { hover, shown, hiddenCount: () => hidden, move, matchAt, runFrame };
}

const A = { id: 'a' };
const B = { id: 'b' };
const under = (x: number) => (x < 100 ? A : x < 200 ? undefined : x < 300 ? B : undefined);

describe('hover controller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the card only after the pointer rests on a number', () => {
    const { shown, move } = setUp(under);
    move(10);
    vi.advanceTimersByTime(299);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['a']);
  });

  it('does not open a card when the pointer only sweeps across a number', () => {
    const { shown, move } = setUp(under);
    move(10);
    vi.advanceTimersByTime(150);
    move(150);
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual([]);
  });

  it('hit-tests once per animation frame however many moves arrive', () => {
    const { hover, matchAt, runFrame } = setUp(under);
    for (let x = 0; x < 50; x++) hover.onPointerMove({ x, y: 0, overCard: false });
    runFrame();
    expect(matchAt).toHaveBeenCalledTimes(1);
    expect(matchAt).toHaveBeenCalledWith(49, 0, undefined);
  });

  it('keeps the card while the pointer crosses the gap onto the card', () => {
    const { shown, move, hiddenCount } = setUp(under);
    move(10);
    vi.advanceTimersByTime(300);
    move(150);
    vi.advanceTimersByTime(200);
    move(150, true);
    vi.advanceTimersByTime(2000);
    expect(shown).toEqual(['a']);
    expect(hiddenCount()).toBe(0);
  });

  it('hides after the grace delay once the pointer leaves number and card', () => {
    const { move, hiddenCount } = setUp(under);
    move(10);
    vi.advanceTimersByTime(300);
    move(150);
    vi.advanceTimersByTime(349);
    expect(hiddenCount()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(hiddenCount()).toBe(1);
  });

  it('moves the card to another number after the delay', () => {
    const { shown, move } = setUp(under);
    move(10);
    vi.advanceTimersByTime(300);
    move(250);
    vi.advanceTimersByTime(300);
    expect(shown).toEqual(['a', 'b']);
  });

  it('does not hide a pinned card (opened from the keyboard) when the pointer wanders', () => {
    const { hover, move, hiddenCount } = setUp(under);
    hover.setShown(A, { pinned: true });
    move(150);
    hover.onPointerLeave();
    vi.advanceTimersByTime(5000);
    expect(hiddenCount()).toBe(0);
  });

  it('keeps the card when the pointer leaves and is back at once on the same number', () => {
    const { hover, shown, move, hiddenCount } = setUp(under);
    move(10);
    vi.advanceTimersByTime(300);
    // The boundary events of a still pointer: no animation frame runs before the grace ends.
    hover.onPointerLeave();
    hover.onPointerEnter({ x: 10, y: 0, overCard: false });
    vi.advanceTimersByTime(2000);
    expect(shown).toEqual(['a']);
    expect(hiddenCount()).toBe(0);
  });

  it('still hides when the pointer comes back off the number', () => {
    const { hover, move, hiddenCount } = setUp(under);
    move(10);
    vi.advanceTimersByTime(300);
    hover.onPointerLeave();
    hover.onPointerEnter({ x: 150, y: 0, overCard: false });
    vi.advanceTimersByTime(350);
    expect(hiddenCount()).toBe(1);
  });

  it('stops reacting once disposed', () => {
    const { hover, shown, move } = setUp(under);
    move(10);
    hover.dispose();
    vi.advanceTimersByTime(1000);
    move(10);
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual([]);
  });
});
