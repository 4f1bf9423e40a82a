import { PLAIN_INLINE_TAGS } from './inert-cells';
import { EXCLUDED_SELECTOR } from './skip-rules';
import type { TextBlock } from './text-blocks';
import type { BlockContainer } from './types';

/**
 * A table body of rows, cells, plain inline tags and text, read by its text nodes alone.
 *
 * Reading a list row by row asks every cell what it is, whether it holds anything to visit and
 * what its text is: about fifty calls into the DOM per row, each costing a wrapper in a content
 * script's isolated world. A body that one query finds nothing special in (no shadow host, no
 * custom element, no field, no source attribute, no exclusion, no nested block) can only hold
 * numbers in its text, as the rows' own reads would find them: a text walker visits the text
 * nodes, and only those with a digit are asked where they stand. A cell of one text node is a
 * block of its row; a cell of more (a number split by `<b>`) whose whole text may match, or
 * text outside a row's cells, sends the row to its own read; text outside every row, the body.
 * Where the rows stand is checked by the walk, a call per row, not by the query: a structural
 * selector costs a check of every element of the body.
 */

/**
 * Link targets that cannot be a phone link (attribute-sources.ts reads `tel:`, `callto:`,
 * `sip:` and `sips:`, after spaces): prefixes, not `[href*="tel" i]`, which costs a search
 * through every link's target, in any case, for each of the three schemes.
 */
const SAFE_HREF = ['#', '/', '?', '.', 'http:', 'https:', 'mailto:', 'javascript:']
  .map((prefix) => `[href^="${prefix}"]`)
  .join(',');

/**
 * Anything that makes the body not plain: any other element, an attribute a read takes a
 * number from (a title, an aria-label, a link that may be a phone link), one that excludes a
 * subtree (see skip-rules.ts), or a row's inline `display` (a row shown inline or as contents
 * leaves its cells' text to the body). Each selector is a check of every element of the body.
 */
export const NOT_PLAIN = [
  `:not(tr,td,th,${PLAIN_INLINE_TAGS})`,
  '[title],[aria-label]',
  `a[href]:not(${SAFE_HREF})`,
  EXCLUDED_SELECTOR,
  ':scope > tr[style*="display" i]',
].join(',');

/** Whether `body` (a `<tbody>`) may be read by its text nodes: one query over it. */
export const isPlainTableBody = (body: Element): boolean => body.querySelector(NOT_PLAIN) === null;

/** What a walk hands on: a row's blocks, a row to read on its own, or the body's own text. */
export interface PlainRowsSink {
  /** The blocks of a row, once all its text was walked (rows without a block are not told). */
  rowBlocks(row: Element, blocks: TextBlock[]): void;
  /** A row whose text the walk cannot split into blocks alone: read it as a container. */
  readRow(row: Element): void;
  /** Text with a digit stands right in `body`, outside every row: read the body's own runs. */
  readBodyText(body: Element): void;
}

/**
 * Text nodes one task visits: about ten rows of a contact list, a fraction of a millisecond, so
 * a slice ends close to its budget even when its first numbers compile the matcher.
 */
export const PLAIN_TEXTS_PER_TASK = 64;

/** A text longer than this is read with its row: the row's read matches it window by window. */
const MAX_PLAIN_TEXT = 4096;

/** `NodeFilter.SHOW_TEXT`. */
const SHOW_TEXT = 4;

/** A digit as the reads count one: a run without any is never matched (text-blocks.ts). */
const DIGIT = /\d/;

const isCell = (name: string): boolean => name === 'td' || name === 'th';

/** A walk over a plain body's text, task by task; the row being walked is kept between tasks. */
export class PlainRowsWalk {
  private readonly walker: TreeWalker;
  private row: Element | undefined;
  private blocks: TextBlock[] = [];
  /** The row sent to its own read: the rest of its text is skipped. */
  private rowToRead: Element | undefined;
  /** The last cell whose whole text `mayMatch` said no to. */
  private inertCell: Element | undefined;
  private bodyText = false;

  constructor(
    readonly body: Element,
    private readonly mayMatch: (text: string) => boolean,
  ) {
    this.walker = (body.ownerDocument as Document).createTreeWalker(body, SHOW_TEXT);
  }

  /** False when the page moved the walk's place out of the body: read the body again. */
  isInPlace(): boolean {
    const current = this.walker.currentNode;
    return current === this.body || this.body.contains(current);
  }

  /** Walks up to `maxTexts` text nodes; true when the body's text is all walked. */
  walk(sink: PlainRowsSink, maxTexts = PLAIN_TEXTS_PER_TASK): boolean {
    for (let visited = 0; visited < maxTexts; visited++) {
      const text = this.walker.nextNode() as Text | null;
      if (!text) {
        this.endRow(sink, undefined);
        if (this.bodyText) sink.readBodyText(this.body);
        return true;
      }
      const data = text.data;
      if (DIGIT.test(data)) this.take(text, data, sink);
    }
    return false;
  }

  /** A text with a digit: a block of its row, a reason to read the row, or nothing. */
  private take(text: Text, data: string, sink: PlainRowsSink): void {
    const parent = text.parentNode as Element;
    if (parent === this.body) {
      this.bodyText = true;
      return;
    }
    const cell = isCell(parent.localName) ? parent : parent.closest('td,th');
    const row = cell?.parentNode as Element | null | undefined;
    // A row is checked once, when its first text with a digit is met.
    if (!cell || !row || (row !== this.row && !this.isBodyRow(row))) {
      this.outsideCells(parent, sink);
      return;
    }
    if (row === this.rowToRead || cell === this.inertCell) return;
    if (row !== this.row) this.endRow(sink, row);
    if (
      cell === parent &&
      text.previousSibling === null &&
      text.nextSibling === null &&
      data.length <= MAX_PLAIN_TEXT
    ) {
      if (this.mayMatch(data)) this.blocks.push(blockOf(row, cell, text, data));
    } else if (this.mayMatch(cell.textContent ?? '')) {
      this.toRead(row, sink);
    } else {
      this.inertCell = cell;
    }
  }

  private isBodyRow(row: Element): boolean {
    return row.parentNode === this.body && row.localName === 'tr';
  }

  /**
   * Text outside a row's cells (right in a row, or in a cell out of place): the row, or the
   * cell, is read on its own as the body's read would; outside every row, the body's runs.
   */
  private outsideCells(element: Element, sink: PlainRowsSink): void {
    let top = element;
    while (top.parentNode !== this.body) top = top.parentNode as Element;
    const name = top.localName;
    if (name === 'tr' || isCell(name)) this.toRead(top, sink);
    else this.bodyText = true;
  }

  private toRead(row: Element, sink: PlainRowsSink): void {
    if (row === this.rowToRead) return;
    if (row === this.row) this.blocks = [];
    this.endRow(sink, undefined);
    this.rowToRead = row;
    sink.readRow(row);
  }

  /** Hands on the row walked so far and starts `next`. */
  private endRow(sink: PlainRowsSink, next: Element | undefined): void {
    if (this.row && this.blocks.length > 0) sink.rowBlocks(this.row, this.blocks);
    this.row = next;
    this.blocks = [];
  }
}

function blockOf(row: Element, cell: Element, text: Text, data: string): TextBlock {
  return { container: row as BlockContainer, text: data, pieces: [{ node: text, start: 0 }], cell };
}
