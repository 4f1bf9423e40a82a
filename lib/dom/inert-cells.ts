/**
 * A table cell, or a block (a `<div>` cell of a grid), the walk may pass over unread: its text
 * holds too few digits for the matcher, and nothing in it needs a visit (a value to read, a
 * shadow root, a nested layout). Deciding costs a few native calls; walking it costs a call
 * per node and, in a content script's isolated world, a wrapper per node touched, and a block
 * is a read of its own besides. On a CRM list most cells are names, e-mails, companies and
 * cities.
 */

/**
 * Elements whose attributes `readElementSources` may read a number from: a title, an
 * aria-label, or a phone link (a superset of its scheme pattern: "tel", "callto" or "sip",
 * "sips" included, anywhere in the href).
 */
const SOURCE_SELECTOR = '[title],[aria-label],[href*="tel" i],[href*="callto" i],[href*="sip" i]';

/** Inline tags that never host a shadow root, hold a value, load anything or run code. */
export const PLAIN_INLINE_TAGS = 'a,b,i,u,s,em,strong,small,mark,sub,sup,abbr,time,font,br';

/**
 * Anything but those plain inline tags, or a source: a cell of only those tags and text is its
 * text. Anything else (`span`, `div`, custom elements, inputs, images, `slot`…) makes the cell
 * walked.
 */
const NEEDS_WALK_SELECTOR = `:not(${PLAIN_INLINE_TAGS}),${SOURCE_SELECTOR}`;

/**
 * True when reading `cell` could find nothing: `mayMatch` says no to all its text
 * (every run of the cell, nested blocks' runs included, is part of `textContent`), no source
 * on the cell or inside it, and only plain inline elements inside.
 */
export function isInertCell(
  cell: Element,
  mayMatch: (text: string) => boolean,
  attributed: boolean,
): boolean {
  if (!cell.hasChildNodes()) return !attributed || !cell.matches(SOURCE_SELECTOR);
  if (mayMatch(cell.textContent ?? '')) return false;
  if (attributed && cell.matches(SOURCE_SELECTOR)) return false;
  return cell.querySelector(NEEDS_WALK_SELECTOR) === null;
}

/**
 * The same for a block met inside another: its descendants are asked first, so a block that
 * holds a layout (a page's `<main>`, a list) costs one query, not a copy of all its text.
 * Whether it hosts a shadow root is the caller's to ask.
 */
export function isInertBlock(
  block: Element,
  mayMatch: (text: string) => boolean,
  attributed: boolean,
): boolean {
  if (attributed && block.matches(SOURCE_SELECTOR)) return false;
  if (!block.hasChildNodes()) return true;
  if (block.querySelector(NEEDS_WALK_SELECTOR) !== null) return false;
  return !mayMatch(block.textContent ?? '');
}
