/**
 * What the page says next to a number it shows: the contact (the name of its table row) or
 * the field label, and a deal or order number in the same row or record. Read on demand for
 * the popup's list, in the script the background runs in a frame when the popup first asks
 * (`entrypoints/page-describer.content.ts`); the page is never written to.
 */
import { rankedRecordLabel, type RankedLabel } from './record-label';
import { isElement, parentAcrossShadow } from './tree';

export interface PhoneOnPageText {
  label?: string;
  callLink?: string;
  orderId?: string;
}

/**
 * Where the page shows a number (lib/content/describe-numbers.ts finds it from the scanner's
 * matches): the node its first match starts at, and the page's own call link for it.
 */
export interface PhoneSpot {
  node: Node;
  /** Where the number starts in `node` when it is a text node. */
  offset?: number;
  /** Other places the page shows the same number: the one its record names best labels it. */
  others?: Omit<PhoneSpot, 'others' | 'callLink'>[];
  callLink?: string;
}

const MAX_LABEL = 80;
/** A record bigger than this is a section or a list, not the number's own row. */
const MAX_RECORD_TEXT = 600;
const MAX_RECORD_LEVELS = 5;
const HAS_LETTER = /\p{L}/u;
/**
 * "Сделка #12345", "Order No. 4521", "Заказ № 4521", "Deal: D-77": a word naming a deal or an
 * order, a number sign (or a colon), then the id. A bare "Order 4521" is not taken: too close
 * to prose ("order 2 more") to be sure.
 */
const ORDER_WORDS = 'сделк[аиу]|заказ[аеу]?|order|deal|счёт|счет|invoice';
// Built when a text first names an order: case-insensitive with `\p{L}`, it costs V8
// half a millisecond to build, in every frame at its start when built there.
let orderId: RegExp | undefined;
const orderIdPattern = (): RegExp =>
  (orderId ??= new RegExp(
    `(?<![\\p{L}\\d])(?:${ORDER_WORDS})\\s*(?:#|№|no\\.?|nr\\.?|number|:)\\s*#?\\s*([\\p{L}]{0,4}-?\\d[\\p{L}\\d-]{0,30})(?![\\p{L}\\d])`,
    'giu',
  ));
/**
 * Tested first: most rows name no order, and the full pattern (case-insensitive, with `\p{L}`)
 * is long to compile and to run.
 */
const ORDER_WORD = new RegExp(ORDER_WORDS, 'i');

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * An element's text with its text nodes kept apart ("Anna Petrova" "Order No. 4521" in two
 * cells are two words, not "PetrovaOrder"), read no further than `limit` characters.
 */
export function spacedText(element: Element, limit: number): string {
  // The text nodes in document order, as a SHOW_TEXT TreeWalker gives them, without creating
  // one per cell: this runs for each of up to 500 numbers.
  let text = '';
  for (
    let node: Node | null = element.firstChild;
    node && text.length <= limit;
    node = nextInside(node, element)
  ) {
    if (node.nodeType === 3) text += ` ${node.nodeValue ?? ''}`;
  }
  return squash(text);
}

/** The node after `node` in document order, inside `root`; null past its last descendant. */
function nextInside(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
    if (current.nextSibling) return current.nextSibling;
  }
  return null;
}

/** The closest table row of a node, if it sits in a cell. */
function rowOf(node: Node): Element | undefined {
  for (let current: Node | null = node; current; current = parentAcrossShadow(current)) {
    if (isElement(current) && current.localName === 'tr') return current;
    if (isElement(current) && current.localName === 'table') return undefined;
  }
  return undefined;
}

function clip(text: string | undefined): string | undefined {
  const clean = squash(text).replace(/[:：]\s*$/, '');
  if (!clean || !HAS_LETTER.test(clean)) return undefined;
  return clean.length > MAX_LABEL ? `${clean.slice(0, MAX_LABEL - 1)}…` : clean;
}

/** The one order or deal id in `text`; none when there is none or more than one. */
export function orderIdIn(text: string): string | undefined {
  if (!ORDER_WORD.test(text)) return undefined;
  const ids = new Set([...text.matchAll(orderIdPattern())].map((found) => found[1]!));
  return ids.size === 1 ? [...ids][0] : undefined;
}

/**
 * The number's row or record: its table row, else the smallest ancestor (a few levels up) whose
 * text names an order; a block too big to be one record ends the search.
 */
function orderNear(node: Node): string | undefined {
  const row = rowOf(node);
  // The row's whole text holds every character its spaced text does: no order word there, none
  // in the spaced text (most rows name no order; the native read builds no string piece by piece).
  if (row)
    return ORDER_WORD.test(row.textContent ?? '')
      ? orderIdIn(spacedText(row, MAX_RECORD_TEXT))
      : undefined;
  let current: Node | null = node;
  for (let level = 0; current && level < MAX_RECORD_LEVELS; level++) {
    current = parentAcrossShadow(current);
    if (!current || !isElement(current)) return undefined;
    const text = spacedText(current, MAX_RECORD_TEXT);
    if (text.length > MAX_RECORD_TEXT) return undefined;
    if (!ORDER_WORD.test(text)) continue;
    const found = [...text.matchAll(orderIdPattern())];
    if (found.length > 0) return orderIdIn(text);
  }
  return undefined;
}

/** What the page says next to one number, where it shows it. */
export function phoneOnPage({ node, offset, others, callLink }: PhoneSpot): PhoneOnPageText {
  const result: PhoneOnPageText = callLink ? { callLink } : {};
  const label = clip(bestLabel([{ node, offset }, ...(others ?? [])]));
  if (label) result.label = label;
  const orderId = orderNear(node);
  if (orderId) result.orderId = orderId;
  return result;
}

/**
 * The label of the place that says most (`RankedLabel`): a record's name and a field's label,
 * else a name or a label the layout gives, else words inline before the number; the first of
 * equals.
 */
function bestLabel(places: readonly { node: Node; offset?: number }[]): string | undefined {
  let best: RankedLabel | undefined;
  for (const place of places) {
    const label = rankedRecordLabel(place.node, place.offset);
    if (label && label.rank > (best?.rank ?? 0)) best = label;
    if (best?.rank === 4) break;
  }
  return best?.label;
}

/** What `page-describer.content.ts` leaves in the frame's content script world. */
export type DescribeSpots = (spots: Record<string, PhoneSpot>) => Record<string, PhoneOnPageText>;

/** Digits -> what the page says next to them, for the numbers that have anything said. */
export const describeSpots: DescribeSpots = (spots) => {
  const numbers: Record<string, PhoneOnPageText> = {};
  for (const [digits, spot] of Object.entries(spots)) {
    const said = phoneOnPage(spot);
    if (said.label || said.callLink || said.orderId) numbers[digits] = said;
  }
  return numbers;
};
