import { describe, expect, it } from 'vitest';
import type { ScannedMatch } from '../../../lib/dom/types';
import { cueBoxes } from '../../../lib/content/cue-boxes';

const rect = (left: number, top: number, width: number, height = 18) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

/** A match whose range reports `rects` (one per line box). */
const textMatch = (...rects: ReturnType<typeof rect>[]) =>
  ({
    digits: '79161234567',
    raw: '+7 916 123-45-67',
    kind: 'text',
    element: {} as Element,
    range: { getClientRects: () => rects } as unknown as Range,
  }) as ScannedMatch;

const viewport = { width: 1000, height: 800 };

describe('cueBoxes', () => {
  it('puts one line on the last pixel row of each line box of a number', () => {
    const boxes = cueBoxes([textMatch(rect(900, 100, 100), rect(0, 118, 40))], viewport, 10);
    expect(boxes).toEqual([
      { left: 900, top: 117, width: 100 },
      { left: 0, top: 135, width: 40 },
    ]);
  });

  it('draws nothing outside the viewport, nothing for empty boxes, at most the limit', () => {
    const above = textMatch(rect(10, -40, 80));
    const below = textMatch(rect(10, 900, 80));
    const right = textMatch(rect(1200, 100, 80));
    const empty = textMatch(rect(10, 100, 0));
    expect(cueBoxes([above, below, right, empty], viewport, 10)).toEqual([]);
    const many = Array.from({ length: 5 }, (_, index) => textMatch(rect(10, index * 20, 80)));
    expect(cueBoxes(many, viewport, 3)).toHaveLength(3);
  });

  it('marks a link without a range by its box', () => {
    const link = {
      digits: '79161234567',
      raw: '+79161234567',
      kind: 'link',
      element: { getBoundingClientRect: () => rect(5, 5, 60) } as unknown as Element,
    } as ScannedMatch;
    expect(cueBoxes([link], viewport, 10)).toEqual([{ left: 5, top: 22, width: 60 }]);
  });
});
