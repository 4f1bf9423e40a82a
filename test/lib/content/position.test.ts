import { describe, expect, it } from 'vitest';
import { pickAnchorRect, placeCard } from '../../../lib/content/position';

const viewport = { width: 1000, height: 800 };
const card = { width: 380, height: 300 };
const rect = (left: number, top: number, width = 120, height = 18) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('placeCard', () => {
  it('puts the card below the number, left-aligned, when there is room', () => {
    const placement = placeCard(rect(100, 100), card, viewport);
    expect(placement).toEqual({ left: 100, top: 124, side: 'below' });
  });

  it('flips above when the number is near the bottom edge', () => {
    const placement = placeCard(rect(100, 700), card, viewport);
    expect(placement.side).toBe('above');
    expect(placement.top).toBe(700 - 6 - 300);
    // The card never covers the number it points at.
    expect(placement.top + card.height).toBeLessThanOrEqual(700);
  });

  it('shifts left to stay inside the viewport at the right edge', () => {
    const placement = placeCard(rect(900, 100), card, viewport);
    expect(placement.left).toBe(1000 - 8 - 380);
  });

  it('keeps the margin at the left edge', () => {
    expect(placeCard(rect(-50, 100), card, viewport).left).toBe(8);
  });

  it('scrolls a card taller than either side, on the roomier side', () => {
    const tall = { width: 380, height: 700 };
    const placement = placeCard(rect(100, 250), tall, viewport);
    expect(placement.side).toBe('below');
    expect(placement.top).toBe(274);
    expect(placement.maxHeight).toBe(800 - 274 - 8);
  });

  it('keeps a card for a number scrolled above the viewport inside it', () => {
    const placement = placeCard(rect(100, -200), card, viewport);
    expect(placement.top).toBe(8);
  });

  it('uses the margin when the viewport is narrower than the card', () => {
    expect(placeCard(rect(10, 10), card, { width: 300, height: 800 }).left).toBe(8);
  });
});

describe('pickAnchorRect', () => {
  it('picks the line of a wrapped number nearest to the pointer', () => {
    const first = rect(800, 100, 150);
    const second = rect(0, 118, 60);
    expect(pickAnchorRect([first, second], { x: 20, y: 125 })).toBe(second);
    expect(pickAnchorRect([first, second], { x: 850, y: 105 })).toBe(first);
  });

  it('skips empty rects and takes the first visible one without a pointer', () => {
    const empty = { left: 5, top: 5, right: 5, bottom: 5 };
    const visible = rect(10, 10);
    expect(pickAnchorRect([empty, visible])).toBe(visible);
    expect(pickAnchorRect([])).toBeUndefined();
  });
});
