import { isElement } from './tree';

// Whether two adjacent pieces of inline text render as one run is a question of the layout the
// browser computed: a flex or grid item is blockified whatever its tag, and a class may make a
// <span> a block or an inline-block. Reading computed style can force a style recalculation, so
// it is asked only where the answer changes what a number reader sees, and kept per element.

const DIGIT = /\p{N}/u;
const LETTER = /\p{L}/u;
const SPACE = /[\s\u00a0]/u;

/**
 * Whether joining `left` and `right` (the characters either side of an element edge) could
 * create or destroy a phone candidate: nothing between them, and a digit (or a "+") on a side.
 * "Мобильный|+7 999…" glues the number to a word; "1234|5678" makes one longer number. Two
 * letters too, or a letter and "(", when digits follow within `after` (the few characters
 * after the edge): a field's label glued to a value that starts with a word ("VAT|GB 123 4567
 * 89") is no longer the label before the number, and the value's digits lose what rejects
 * them; glued to "(617) 555-0134" it makes the number glued.
 */
export function isJoinSensitive(
  left: string | undefined,
  right: string | undefined,
  after = '',
): boolean {
  if (left === undefined || right === undefined) return false;
  if (SPACE.test(left) || SPACE.test(right)) return false;
  if (DIGIT.test(left) || DIGIT.test(right) || right === '+') return true;
  // Two letters, or a letter and a bracket, only where digits follow at once ("VAT|GB 123…",
  // "Phone number|(617) 555-0134"): names ("Иван|Петров") in a list's rows ask for no style.
  return LETTER.test(left) && (right === '(' || LETTER.test(right)) && DIGIT.test(after);
}

const separatesCache = new WeakMap<Element, boolean>();

/** True when the element's box is not inline: block, flex or grid item, inline-block, none... */
function rendersApart(element: Element): boolean {
  let separate = separatesCache.get(element);
  if (separate === undefined) {
    const view = element.ownerDocument.defaultView;
    const display = view?.getComputedStyle(element).display.trim().toLowerCase() ?? '';
    // An element outside the rendered tree has no computed display: keep the tag's answer.
    separate = display !== '' && display !== 'inline' && display !== 'contents';
    separatesCache.set(element, separate);
  }
  return separate;
}

/**
 * Whether the layout puts a box edge between two text nodes of one inline run: an element
 * that ends after `before` or starts before `after` (below their closest common ancestor)
 * renders apart, or the two sides are slotted into different places of a shadow tree. Both
 * nodes are in one tree: a run never crosses a shadow boundary.
 */
export function isLayoutBoundary(before: Node, after: Node): boolean {
  let topBefore: Node = before;
  for (let node = before.parentNode; node && !node.contains(after); node = node.parentNode) {
    if (isElement(node) && rendersApart(node)) return true;
    topBefore = node;
  }
  let topAfter: Node = after;
  for (let node = after.parentNode; node && !node.contains(before); node = node.parentNode) {
    if (isElement(node) && rendersApart(node)) return true;
    topAfter = node;
  }
  return slotOf(topBefore) !== slotOf(topAfter);
}

/**
 * Where a shadow host's child renders: its slot. A closed root hides `assignedSlot`, so the
 * `slot` attribute stands in for it.
 */
function slotOf(node: Node): unknown {
  const assigned = (node as Partial<Slottable>).assignedSlot;
  if (assigned) return assigned;
  return isElement(node) ? (node.getAttribute('slot') ?? null) : null;
}
