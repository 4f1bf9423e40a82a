/** A rectangle in viewport coordinates (DOMRect fits). */
export interface RectLike {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Placement {
  left: number;
  top: number;
  /** Set when the card must scroll to fit the viewport. */
  maxHeight?: number;
  side: 'below' | 'above';
}

export interface PlaceOptions {
  /** Space between the number and the card. */
  gap?: number;
  /** Space kept free at the viewport's edges. */
  margin?: number;
}

/**
 * Where to put a card next to a number without covering it: below when it fits, else above
 * when that fits, else on the roomier side with a scrolling height. Shifted sideways to stay
 * inside the viewport.
 */
export function placeCard(
  anchor: RectLike,
  card: Size,
  viewport: Size,
  options: PlaceOptions = {},
): Placement {
  const gap = options.gap ?? 6;
  const margin = options.margin ?? 8;
  const spaceBelow = viewport.height - anchor.bottom - gap - margin;
  const spaceAbove = anchor.top - gap - margin;

  let side: Placement['side'];
  if (card.height <= spaceBelow) side = 'below';
  else if (card.height <= spaceAbove) side = 'above';
  else side = spaceBelow >= spaceAbove ? 'below' : 'above';

  const room = Math.max(side === 'below' ? spaceBelow : spaceAbove, 0);
  const fits = card.height <= room;
  const height = fits ? card.height : room;
  let top = side === 'below' ? anchor.bottom + gap : anchor.top - gap - height;
  // An anchor scrolled partly out of view still gets a card inside the viewport.
  top = clamp(top, margin, Math.max(margin, viewport.height - margin - height));

  const maxLeft = viewport.width - margin - card.width;
  const left = maxLeft < margin ? margin : clamp(anchor.left, margin, maxLeft);

  return {
    left: Math.round(left),
    top: Math.round(top),
    side,
    ...(fits ? {} : { maxHeight: Math.floor(height) }),
  };
}

/** The rect of a match nearest to a point (a number may wrap over two lines). */
export function pickAnchorRect(
  rects: readonly RectLike[],
  point?: { x: number; y: number },
): RectLike | undefined {
  const visible = rects.filter((rect) => rect.right > rect.left || rect.bottom > rect.top);
  if (visible.length === 0) return rects[0];
  if (!point) return visible[0];
  let best = visible[0];
  let bestDistance = Infinity;
  for (const rect of visible) {
    const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
    const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance) {
      best = rect;
      bestDistance = distance;
    }
  }
  return best;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
