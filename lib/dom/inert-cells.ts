/**
 * A table cell the walk may pass over unread: its text holds too few digits for the matcher,
 * and nothing in it needs a visit (a value to read, a shadow root, a nested layout). Deciding
 * costs a few native calls; walking it costs a call per node and, in a content script's
 * isolated world, a wrapper per node touched. On a CRM list most cells are names, e-mails,
 * companies and cities.
 */

/**
 * Inline tags that never host a shadow root, hold a value, load anything or run code: a cell
 * whose elements are all of these is its text. Anything else (`span`, `div`, custom elements,
 * inputs, images, `slot`…) makes the cell walked.
 */
const PLAIN_INLINE_TAGS = [
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'mark',
  'nobr',
  'q',
  's',
  'small',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
];

/**
 * Elements whose attributes `readElementSources` may read a number from: a title, an
 * aria-label, or a phone link (a superset of its scheme pattern: the scheme anywhere).
 */
const SOURCE_SELECTOR = [
  '[title]',
  '[aria-label]',
  '[href*="tel:" i]',
  '[href*="callto:" i]',
  '[href*="sip:" i]',
  '[href*="sips:" i]',
].join(',');

const NEEDS_WALK_SELECTOR = `*:not(${PLAIN_INLINE_TAGS.join('):not(')}),${SOURCE_SELECTOR}`;

/** Whether `text` holds at least `count` ASCII digits (what `/\d/` and the matcher count). */
export function hasDigits(text: string, count: number): boolean {
  let found = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57 && ++found >= count) return true;
  }
  return false;
}

/**
 * True when reading `cell` could find nothing: fewer than `minDigits` digits in all its text
 * (every run of the cell, nested blocks' runs included, is part of `textContent`), no source
 * on the cell or inside it, and only plain inline elements inside.
 */
export function isInertCell(cell: Element, minDigits: number, attributed: boolean): boolean {
  if (!cell.hasChildNodes()) return !attributed || !cell.matches(SOURCE_SELECTOR);
  if (hasDigits(cell.textContent ?? '', minDigits)) return false;
  if (attributed && cell.matches(SOURCE_SELECTOR)) return false;
  return cell.querySelector(NEEDS_WALK_SELECTOR) === null;
}
