import type { MatchView } from './match-store';
import { parentAcrossShadow } from './tree';
import type { ScannedMatch } from './types';

/** Tolerance in CSS pixels around a number's boxes, so the pointer need not be pixel-exact. */
const SLOP = 1;

interface BoxLike {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

function contains(box: BoxLike, x: number, y: number): boolean {
  if (box.width === 0 && box.height === 0) return false;
  return (
    x >= box.left - SLOP && x <= box.right + SLOP && y >= box.top - SLOP && y <= box.bottom + SLOP
  );
}

function boxesOf(match: ScannedMatch): BoxLike[] {
  if (match.range) return Array.from(match.range.getClientRects());
  return [match.element.getBoundingClientRect()];
}

/**
 * Candidates for a pointer over `target`: matches owned by the target or its ancestors. With
 * no target, every match (slower on big pages: each one's boxes are read).
 */
function candidates(view: MatchView, target: Node | undefined): ScannedMatch[] {
  if (!target) return view.list;
  const found = new Set<ScannedMatch>();
  for (let node: Node | null = target; node; node = parentAcrossShadow(node)) {
    for (const match of view.byOwner.get(node) ?? []) found.add(match);
  }
  return [...found];
}

/**
 * The match under viewport point (x, y). Text boxes win over element boxes (a title on a
 * table row must not hide the number in a cell); among element boxes the smallest wins.
 */
export function hitTest(
  view: MatchView,
  x: number,
  y: number,
  target?: Node,
): ScannedMatch | undefined {
  let best: { match: ScannedMatch; area: number } | undefined;
  for (const match of candidates(view, target)) {
    const box = boxesOf(match).find((candidate) => contains(candidate, x, y));
    if (!box) continue;
    if (match.range) return match;
    const area = box.width * box.height;
    if (!best || area < best.area) best = { match, area };
  }
  return best?.match;
}
