import { pageRecord } from './page-record';
import { recordParts, type RecordPart } from './record';
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
/** Elements whose text is never shown. */
export const NOT_TEXT = new Set(['script', 'style', 'template', 'svg', 'noscript']);
const HAS_LETTER = /\p{L}/u;

/** A node's shown text, spaces squashed, cut at `limit`. */
export type ReadText = (node: Node, limit: number) => string;

function textOf(node: Node, limit: number): string {
  if (isElement(node) && NOT_TEXT.has(node.localName)) return '';
  return (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, limit);
}

/** The closest previous sibling that shows words (icons, spaces and bare punctuation skipped). */
function previousWords(node: Node, read: ReadText = textOf): string | undefined {
  for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling) {
    if (!isText(sibling) && !isElement(sibling)) continue;
    const text = read(sibling, MAX_LABEL_LENGTH + 1);
    if (HAS_LETTER.test(text)) return text;
  }
  return undefined;
}

/** Elements that may come before a table's rows: `caption`, `colgroup`, `thead`. */
const BEFORE_ROWS = new Set(['caption', 'colgroup', 'thead']);

/**
 * The child named `name` among a table part's first children, up to its first row or row
 * group: a few calls however long the table (a table built by script may hold its 2,000 rows
 * directly).
 */
function leadingChild(parent: Element, name: string): Element | undefined {
  for (let child = parent.firstElementChild; child; child = child.nextElementSibling) {
    if (child.localName === name) return child;
    if (!BEFORE_ROWS.has(child.localName)) return undefined;
  }
  return undefined;
}

function isHeaderRow(row: Element): boolean {
  let cell = row.firstElementChild;
  if (!cell) return false;
  for (; cell; cell = cell.nextElementSibling) if (cell.localName !== 'th') return false;
  return true;
}

/**
 * The header row of a table: the first row of `<thead>`, or a first row of `<th>` only. A
 * `<thead>` is looked for where HTML puts it, before the rows.
 */
function headerRowOf(table: Element): Element | undefined {
  const head = leadingChild(table, 'thead');
  if (head) return leadingChild(head, 'tr');
  const body = leadingChild(table, 'tbody') ?? table;
  const first = leadingChild(body, 'tr');
  return first && isHeaderRow(first) ? first : undefined;
}

/**
 * Header texts per header row, read once: a list of 2,000 rows asks for them 4,000 times.
 * Finding the header row is a few calls, so a table without one costs no more per cell.
 */
const headerTexts = new WeakMap<Element, string[]>();

/**
 * The header row found for a table part (a body, or the table holding rows built by script),
 * with its table and the table's first child then: a header added or taken away changes that
 * child, and a part stays in its table. Every number of a list asks, so it is a few calls.
 */
const headerRows = new WeakMap<
  Element,
  { table: Element; first: Element | null; headRow: Element | undefined }
>();

function headerRowAbove(row: Element): Element | undefined {
  const part = row.parentElement;
  if (!part) return undefined;
  const known = headerRows.get(part);
  if (known && known.table.firstElementChild === known.first) return known.headRow;
  const table = part.closest('table');
  if (!table) return undefined;
  const headRow = headerRowOf(table);
  headerRows.set(part, { table, first: table.firstElementChild, headRow });
  return headRow;
}

/** The header of a cell's column, by position (colspans are rare in CRM lists). */
export function columnHeader(cell: Element): string | undefined {
  const row = cell.parentElement;
  if (!row) return undefined;
  const headRow = headerRowAbove(row);
  if (!headRow || headRow === row) return undefined;
  let texts = headerTexts.get(headRow);
  if (!texts) {
    texts = [...headRow.children].map((head) => textOf(head, MAX_LABEL_LENGTH + 1));
    headerTexts.set(headRow, texts);
  }
  // One call instead of one per cell before it (a row's children are its cells).
  return texts[(cell as HTMLTableCellElement).cellIndex];
}

/** The label of a cell's value: its column's header, else the words of the cells before it. */
function cellLabel(cell: Element, read: ReadText): string | undefined {
  return columnHeader(cell) ?? previousWords(cell, read);
}

/** The label for a value that starts at `node`, its texts read by `read`. */
export function labelBefore(node: Node, read: ReadText = textOf): string | undefined {
  if (isElement(node)) {
    const labels = (node as HTMLInputElement).labels;
    const label = labels?.[0];
    if (label) return read(label, MAX_LABEL_LENGTH + 1);
  }
  let current: Node = node;
  for (let level = 0; level < MAX_LABEL_LEVELS; level++) {
    if (isElement(current) && (current.localName === 'td' || current.localName === 'th')) {
      return cellLabel(current, read);
    }
    const words = previousWords(current, read);
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
  const parent = parentAcrossShadow(node);
  return [
    ...previousSiblingTexts(node),
    ...(parent && isElement(parent) ? sectionAround(parent, MAX_SURROUNDING_LEVELS - 1) : []),
  ];
}

/**
 * Texts around an element and its ancestors, kept per element: every cell of a row asks for
 * the same rows above it. A heuristic, so a row added above later is not worth a recount.
 */
const sections = new WeakMap<Element, string[]>();

function sectionAround(element: Element, levels: number): string[] {
  let texts = sections.get(element);
  if (!texts) {
    const parent = parentAcrossShadow(element);
    texts = [
      ...previousSiblingTexts(element),
      ...(levels > 1 && parent && isElement(parent) ? sectionAround(parent, levels - 1) : []),
    ];
    sections.set(element, texts);
  }
  return texts;
}

function previousSiblingTexts(node: Node): string[] {
  const texts: string[] = [];
  let sibling = isElement(node) ? node.previousElementSibling : null;
  for (let read = 0; sibling && read < MAX_SIBLINGS_READ; read++) {
    // A big sibling (a whole list) is not a row or a heading, and costs to read.
    if (sibling.childElementCount <= MAX_SIBLING_CHILDREN) {
      const text = textOf(sibling, MAX_SIBLING_TEXT);
      if (text.length > 0) texts.push(text);
    }
    sibling = sibling.previousElementSibling;
  }
  return texts;
}

/** One object per text, its questions on the prototype: a list asks for thousands of them. */
class NodeContext implements TextContext {
  constructor(readonly node: Node) {}

  label(): string | undefined {
    return labelBefore(this.node);
  }

  lang(): string | undefined {
    return langOf(this.node);
  }

  surroundings(): string[] {
    return surroundingsOf(this.node);
  }

  recordParts(): Iterable<RecordPart> {
    return recordParts(this.node);
  }

  pageRecord(): RecordPart | undefined {
    return pageRecord(this.node);
  }
}

/**
 * The context of a cell's only text: its label is the cell's, as `labelBefore` finds it from
 * the text (no sibling before it, the cell its parent) in a few calls fewer, for every number
 * of a list.
 */
class CellTextContext extends NodeContext {
  constructor(
    node: Node,
    private readonly cell: Element,
  ) {
    super(node);
  }

  override label(): string | undefined {
    return cellLabel(this.cell, textOf);
  }
}

const contextAt = (node: Node): TextContext => new NodeContext(node);

/** Context of a text block: around its first text node. */
export function blockContext(block: TextBlock): TextContext | undefined {
  const first = block.pieces[0];
  if (!first) return undefined;
  return block.cell ? new CellTextContext(first.node, block.cell) : contextAt(first.node);
}

/** Context of an element's own value (an input, a link, a title). */
export function elementContext(element: Element): TextContext {
  return contextAt(element);
}
