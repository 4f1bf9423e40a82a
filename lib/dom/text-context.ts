import type { TextBlock } from './text-blocks';
import { isElement, isText, parentAcrossShadow } from './tree';
import type { TextContext } from './types';

// Labels and places the layout puts apart from a value: the previous field's label, the
// <label for> of an input, the column header of a cell, the rows and headings of its section.

/** How far up a value's ancestors its label may be: value span → field → slot host... */
const MAX_LABEL_LEVELS = 5;
const MAX_LABEL_LENGTH = 60;
const MAX_SURROUNDING_LEVELS = 4;
const MAX_SIBLINGS_READ = 4;
const MAX_SIBLING_TEXT = 200;
const MAX_SIBLING_CHILDREN = 12;
const NOT_TEXT = new Set(['script', 'style', 'template', 'svg', 'noscript']);
const HAS_LETTER = /\p{L}/u;

function textOf(node: Node, limit: number): string {
  if (isElement(node) && NOT_TEXT.has(node.localName)) return '';
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, limit);
}

/** The closest previous sibling that shows words (icons, spaces and bare punctuation skipped). */
function previousWords(node: Node): string | undefined {
  for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling) {
    if (!isText(sibling) && !isElement(sibling)) continue;
    const text = textOf(sibling, MAX_LABEL_LENGTH + 1);
    if (HAS_LETTER.test(text)) return text;
  }
  return undefined;
}

/** The header of a cell's column: the row of `<thead>`, or a first row of `<th>` only. */
function columnHeader(cell: Element): string | undefined {
  const row = cell.parentElement;
  const table = row?.closest('table');
  if (!row || !table) return undefined;
  const first = table.querySelector(':scope > tbody > tr, :scope > tr');
  const headRow =
    table.querySelector(':scope > thead > tr') ??
    (first && [...first.children].every((head) => head.localName === 'th') ? first : null);
  if (!headRow || headRow === row) return undefined;
  const header = headRow.children[[...row.children].indexOf(cell)];
  return header ? textOf(header, MAX_LABEL_LENGTH + 1) : undefined;
}

/** The label for a value that starts at `node`. */
export function labelBefore(node: Node): string | undefined {
  if (isElement(node)) {
    const labels = (node as HTMLInputElement).labels;
    const label = labels?.[0];
    if (label) return textOf(label, MAX_LABEL_LENGTH + 1);
  }
  let current: Node = node;
  for (let level = 0; level < MAX_LABEL_LEVELS; level++) {
    if (isElement(current) && (current.localName === 'td' || current.localName === 'th')) {
      return columnHeader(current) ?? previousWords(current);
    }
    const words = previousWords(current);
    if (words !== undefined) return words;
    const parent = parentAcrossShadow(current);
    if (!parent || parent.nodeType === 9) return undefined;
    current = parent;
  }
  return undefined;
}

function langOf(node: Node): string | undefined {
  for (let current: Node | null = node; current; current = parentAcrossShadow(current)) {
    if (isElement(current)) {
      const lang = current.getAttribute('lang');
      if (lang) return lang;
    }
  }
  return node.ownerDocument?.documentElement?.getAttribute('lang') ?? undefined;
}

/** Previous rows and headings of the value's section, where "London" or "Минск" may be said. */
function surroundingsOf(node: Node): string[] {
  const parts: string[] = [];
  let current: Node | null = node;
  for (let level = 0; current && level < MAX_SURROUNDING_LEVELS; level++) {
    let sibling = isElement(current) ? current.previousElementSibling : null;
    for (let read = 0; sibling && read < MAX_SIBLINGS_READ; read++) {
      // A big sibling (a whole list) is not a row or a heading, and costs to read.
      if (sibling.childElementCount <= MAX_SIBLING_CHILDREN) {
        parts.push(textOf(sibling, MAX_SIBLING_TEXT));
      }
      sibling = sibling.previousElementSibling;
    }
    current = parentAcrossShadow(current);
  }
  return parts.filter((part) => part.length > 0);
}

function contextAt(node: Node): TextContext {
  return {
    label: () => labelBefore(node),
    lang: () => langOf(node),
    surroundings: () => surroundingsOf(node),
  };
}

/** Context of a text block: around its first text node. */
export function blockContext(block: TextBlock): TextContext | undefined {
  const first = block.pieces[0];
  return first ? contextAt(first.node) : undefined;
}

/** Context of an element's own value (an input, a link, a title). */
export function elementContext(element: Element): TextContext {
  return contextAt(element);
}
