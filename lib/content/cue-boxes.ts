import type { ScannedMatch } from '../dom/types';

/** One mark: a line `width` px long whose top edge sits at (`left`, `top`) in the viewport. */
export interface CueBox {
  left: number;
  top: number;
  width: number;
}

interface RectLike {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The line sits on the text box's last pixel row, under the digits and above the next line. */
const LINE_OFFSET = 1;

function rectsOf(match: ScannedMatch): ArrayLike<RectLike> {
  if (match.range) return match.range.getClientRects();
  return [match.element.getBoundingClientRect()];
}

/**
 * Where the marks of `matches` go: one per line box of each number (a number broken over two
 * lines gets two), only boxes inside the viewport, at most `limit`.
 */
export function cueBoxes(
  matches: readonly ScannedMatch[],
  viewport: { width: number; height: number },
  limit: number,
): CueBox[] {
  const boxes: CueBox[] = [];
  for (const match of matches) {
    const rects = rectsOf(match);
    for (let index = 0; index < rects.length; index += 1) {
      const rect = rects[index];
      if (!rect || rect.right - rect.left < 1 || rect.bottom - rect.top < 1) continue;
      if (rect.bottom < 0 || rect.top > viewport.height) continue;
      if (rect.right < 0 || rect.left > viewport.width) continue;
      boxes.push({
        left: Math.round(rect.left),
        top: Math.round(rect.bottom) - LINE_OFFSET,
        width: Math.round(rect.right - rect.left),
      });
      if (boxes.length >= limit) return boxes;
    }
  }
  return boxes;
}
