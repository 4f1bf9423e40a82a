import { recordElements } from './record';
import { labelBefore } from './text-context';
import { isElement } from './tree';

// The label a person gives a number on a page: the record's name and the field's label
// ("Иван Петров · Раб. тел."). Never a sentence that happens to sit near the number (an
// activity feed's "Заказ INV-201-5550123 оплачен."), never a whole block of text.

const MAX_NAME = 60;
const MAX_FIELD_LABEL = 32;
const MAX_LABEL_WORDS = 4;
const HAS_LETTER = /\p{L}/u;
/** A sentence, not a label: it ends with a full stop, "!" or "?", or holds one inside. */
const SENTENCE = /[.!?…](?:\s|$)(?!$)|[!?]$|\p{L}{3,}\.$/u;
/** Elements that name a record: its title, or an element a CRM marks as the name. */
const NAME_ELEMENTS =
  'h1,h2,h3,h4,[role="heading"],[itemprop="name"],[data-name="name"],[name="name"],[class*="title" i],[class*="name" i]';

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A text that reads as a field's label: short, a few words, no sentence, not a number. */
export function asFieldLabel(text: string | undefined): string | undefined {
  const clean = squash(text)
    .replace(/[:：]\s*$/, '')
    .trim();
  if (!clean || clean.length > MAX_FIELD_LABEL || !HAS_LETTER.test(clean)) return undefined;
  if (clean.split(' ').length > MAX_LABEL_WORDS || SENTENCE.test(clean)) return undefined;
  if ((clean.match(/\d/g) ?? []).length > 2) return undefined;
  return clean;
}

/** A text that reads as a record's name: a line of words, not a paragraph or a number. */
function asName(text: string): string | undefined {
  const clean = squash(text);
  if (!clean || clean.length > MAX_NAME || !HAS_LETTER.test(clean)) return undefined;
  if ((clean.match(/\d/g) ?? []).length > 4) return undefined;
  return clean;
}

/** The words right before the number in its own text ("Mobile: 0151…" → "Mobile"). */
function inlineLabel(node: Node, offset: number | undefined): string | undefined {
  if (node.nodeType !== 3 || !offset) return undefined;
  const before = (node.nodeValue ?? '').slice(0, offset);
  // The last label-like piece: after the previous number, comma or line break.
  const piece = before.split(/[\n,;·|]|\d[\d\s().-]{5,}\d/).pop() ?? '';
  return /[:：]\s*$/.test(piece) || piece.trim().split(/\s+/).length <= 2
    ? asFieldLabel(piece)
    : undefined;
}

/** The record's name: the nearest title or name element around the number, not its own field. */
function recordName(node: Node): string | undefined {
  for (const element of recordElements(node)) {
    if (element.localName === 'tr') return rowName(element, node);
    for (const candidate of element.querySelectorAll(NAME_ELEMENTS)) {
      if (candidate.contains(node) || (isElement(node) && node.contains(candidate))) continue;
      // A field that holds its own label ("Name" + value): its value element matches too.
      if (candidate.querySelector('label,[class*="label" i]')) continue;
      const name = asName(candidate.textContent ?? '');
      if (name && !asFieldLabelOnly(name, node)) return name;
    }
  }
  return undefined;
}

/** A row's name: its first cell with words that is not the cell holding the number. */
function rowName(row: Element, node: Node): string | undefined {
  for (const cell of row.children) {
    if (cell.contains(node)) continue;
    const name = asName(cell.textContent ?? '');
    if (name) return name;
  }
  return undefined;
}

/** A label element (the field's own "Phone") is no name. */
function asFieldLabelOnly(name: string, node: Node): boolean {
  const label = labelBefore(node);
  return label !== undefined && squash(label) === name;
}

/** The field's label: the first a few levels up that reads as one ("Phone" over two numbers). */
function fieldLabel(node: Node): string | undefined {
  let current: Node | null = node;
  for (let level = 0; current && level < 4; level++) {
    const label = asFieldLabel(labelBefore(current));
    if (label) return label;
    current = current.parentNode;
    if (
      current &&
      isElement(current) &&
      (current.localName === 'td' || current.localName === 'tr')
    ) {
      return asFieldLabel(labelBefore(current));
    }
  }
  return undefined;
}

/** "Record name · Field label", either alone when the other is unknown. */
export function recordLabel(node: Node, offset?: number): string | undefined {
  const field = inlineLabel(node, offset) ?? fieldLabel(node);
  const name = recordName(node);
  const parts = [name, field].filter((part): part is string => part !== undefined);
  if (parts.length === 2 && parts[0] === parts[1]) parts.pop();
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
