import { isInertBlock, isInertCell } from './inert-cells';
import { isJoinSensitive, isLayoutBoundary } from './layout';
import { isBlockBoundary, isExcludedElement, isInSkippedSubtree, isTextOpaque } from './skip-rules';
import { isElement, isShadowRoot, openShadowRoot, parentAcrossShadow } from './tree';
import type { BlockContainer, ShadowRootGetter } from './types';

/** One text node's place inside a block's concatenated text. */
export interface TextPiece {
  node: Text;
  /** Offset of the node's first character in `TextBlock.text`. */
  start: number;
}

/** Text of consecutive text nodes that render as one run: a number may span `<b>`, never `<div>`. */
export interface TextBlock {
  container: BlockContainer;
  text: string;
  pieces: TextPiece[];
  /** The table cell the block is the only text of, when the read knows it (plain-rows.ts). */
  cell?: Element;
}

/** What one container holds directly, without descending into nested blocks. */
export interface ContainerContents {
  /** Whether the container owns text runs (`isBlockContainer`); else it is an inline element. */
  ownsText: boolean;
  /** Runs of text owned by this container (empty when it is an inline element). */
  blocks: readonly TextBlock[];
  /**
   * The container and its inline descendants, plus inputs and textareas, that may hold an
   * attribute source (`mayHoldSources`): fields, links, titles, aria-labels, and those
   * `heldSources` names.
   */
  elements: readonly Element[];
  /** Block-level descendants that own their own text: scan each as a container. */
  nestedContainers: readonly Element[];
  /**
   * Block-level descendants of text alone (a `<div>` cell of a grid, a `<p>`), read in place:
   * their blocks are among `blocks`, with the leaf as `container`, and each is the owner of
   * its matches, as when read on its own.
   */
  leaves: readonly Element[];
  shadowRoots: readonly ShadowRoot[];
  /** Set when `maxNodes` stopped the read: pass it as `resume` to read the rest. */
  rest?: Node[];
  /**
   * Set when `readsRowsByText` took the container (a table body) and nothing of it was read:
   * the caller reads its rows by its text nodes (plain-rows.ts) instead of one by one.
   */
  plainRows?: true;
  /**
   * Custom elements not defined yet: once defined they may attach a shadow root and change
   * the layout, and no mutation says so (see late-definitions.ts).
   */
  undefinedElements: readonly Element[];
}

/** Shared by every read that finds none of a kind: a list reads thousands of rows. */
const NONE: readonly never[] = Object.freeze([]);

/** `run` with a text node's data at its end. */
function appendPiece(run: TextBlock, node: Text, data: string): void {
  run.pieces.push({ node, start: run.text.length });
  run.text += data;
}

/** `list` with `item` at its end: a list of its own on the first entry, then the same one. */
function withEntry<T>(list: T[], item: T): T[] {
  if ((list as readonly unknown[]) === NONE) return [item];
  list.push(item);
  return list;
}

/**
 * What a read collects, the current run of text included. One object per read, its lists
 * made on their first entry: a row of a list holds a number and rarely anything else.
 */
class ContentsBuilder implements ContainerContents {
  blocks: TextBlock[] = NONE as never[];
  elements: Element[] = NONE as never[];
  nestedContainers: Element[] = NONE as never[];
  shadowRoots: ShadowRoot[] = NONE as never[];
  undefinedElements: Element[] = NONE as never[];
  leaves: Element[] = NONE as never[];
  rest?: Node[];
  plainRows?: true;
  private run: TextBlock | undefined;

  constructor(
    readonly ownsText: boolean,
    private readonly owner: BlockContainer,
  ) {}

  addText(node: Text, data: string): void {
    appendPiece((this.run ??= { container: this.owner, text: '', pieces: [] }), node, data);
  }

  /** Ends the current run: a run with a digit becomes one block or more. */
  flush(): void {
    const { run } = this;
    if (!run) return;
    this.run = undefined;
    if (this.ownsText) this.addRun(run);
  }

  /** A leaf's one run, read in place (see `leaves`). */
  addLeaf(leaf: Element, run: TextBlock): void {
    this.leaves = withEntry(this.leaves, leaf);
    this.addRun(run);
  }

  private addRun(run: TextBlock): void {
    if (!/\d/.test(run.text)) return;
    // A run of one text node (most cells) has no edge to split at.
    if (run.pieces.length === 1) this.blocks = withEntry(this.blocks, run);
    else
      for (const part of splitAtLayoutBoundaries(run)) this.blocks = withEntry(this.blocks, part);
  }

  addElement(element: Element): void {
    this.elements = withEntry(this.elements, element);
  }

  addNested(element: Element): void {
    this.nestedContainers = withEntry(this.nestedContainers, element);
  }

  addShadowRoot(root: ShadowRoot): void {
    this.shadowRoots = withEntry(this.shadowRoots, root);
  }

  addUndefined(element: Element): void {
    this.undefinedElements = withEntry(this.undefinedElements, element);
  }
}

export interface WalkOptions {
  getShadowRoot?: ShadowRootGetter;
  /** Stop after this many nodes (a container of a million nodes is read over many tasks). */
  maxNodes?: number;
  /** The `rest` of an earlier read of the same container. */
  resume?: Node[];
  /**
   * False for a text that cannot hold a match (the matcher's floor of digits): a table cell
   * or a nested block whose whole text it says no to is passed over when nothing else in it
   * needs reading (`inert-cells.ts`), and a nested block of text alone is read in place
   * (`leaves`). Unset: every cell is walked and every block read on its own, the reference
   * the tests compare these shortcuts with.
   */
  mayMatch?: (text: string) => boolean;
  /** Elements that held an attribute source before: handed on even without attributes now. */
  heldSources?: (element: Element) => boolean;
  /**
   * The caller reads the nested blocks too (a deep read): only then are they passed over or
   * read in place (`mayMatch`). A shallow read of a list's container, at every row a page
   * appends, lists its rows and asks nothing more of them.
   */
  readsNested?: boolean;
  /** Whether the caller reads this table body's rows by its text (`plainRows`). */
  readsRowsByText?: (body: Element) => boolean;
}

/** Attributes `readElementSources` reads on any element (links and fields are told by name). */
const SOURCE_ATTRIBUTES_SELECTOR = '[title],[aria-label]';

/**
 * Whether the walk hands an element on for its attribute sources (see `elements`): a field, a
 * link, an element with a title or an aria-label, or one that held a source before. A `class`
 * alone, on most elements of a page drawn in `<div>`s, is nothing to read.
 */
function mayHoldSources(
  element: Element,
  name: string,
  attributed: boolean,
  options: WalkOptions,
): boolean {
  if (name === 'input' || name === 'textarea') return true;
  if (
    attributed &&
    (name === 'a' || name === 'area' || element.matches(SOURCE_ATTRIBUTES_SELECTOR))
  )
    return true;
  return options.heldSources?.(element) === true;
}

/**
 * Block containers own text runs: roots of a walk, block-level elements, and shadow hosts
 * (their light children are slotted somewhere in the shadow tree, apart from the outside text).
 */
export function isBlockContainer(
  node: Node,
  getShadowRoot: ShadowRootGetter = openShadowRoot,
): node is BlockContainer {
  if (node.nodeType === 9 || isShadowRoot(node)) return true;
  if (!isElement(node) || isRowCell(node)) return false;
  return isBlockBoundary(node) || getShadowRoot(node) !== null;
}

/**
 * A table cell is read with its row, as one container: a CRM list of 2,000 rows and 11
 * columns is 2,000 reads instead of 22,000. Each cell still ends the run of text (a number
 * never spans two cells), and the row owns the matches: a change in a cell reads its row again.
 * (Cells cannot host shadow roots.)
 */
function isRowCell(element: Element, name = element.localName): boolean {
  return isCellName(name) && element.parentElement?.localName === 'tr';
}

const isCellName = (name: string): boolean => name === 'td' || name === 'th';

/**
 * A table row met in a deep read is read on its own, never asked whether it may be passed over
 * or read in place: its cells make any row worth reading a layout (neither inert nor a leaf),
 * and asking a list's every row would cost a query each. A row without cells is read and found
 * empty, as it would have been passed over.
 */
const isLayoutRow = (name: string): boolean => name === 'tr';

/** Pushed after a cell's children: the walk ends the cell's run when it pops this. */
const CELL_END = { nodeType: 0 } as Node;

/** The container whose text runs include `node`'s text: the closest block-level ancestor. */
export function nearestBlockContainer(
  node: Node,
  getShadowRoot: ShadowRootGetter = openShadowRoot,
): BlockContainer {
  let current: Node = node;
  for (;;) {
    const parent = current.parentNode;
    if (!parent) {
      return isBlockContainer(current, getShadowRoot) ? current : (node.ownerDocument as Document);
    }
    if (isBlockContainer(parent, getShadowRoot)) return parent;
    current = parent;
  }
}

/** Whether a walk may start at `root`: it is not inside an excluded or text-opaque subtree. */
export function isScannableRoot(root: Node): boolean {
  if (root.nodeType === 9) return true;
  if (isShadowRoot(root)) return !isInSkippedSubtree(root.host);
  if (isElement(root) && isExcludedElement(root)) return false;
  const parent = parentAcrossShadow(root);
  return parent === null || !isInSkippedSubtree(parent);
}

/**
 * Reads one container: its own text runs, the elements to read attributes from, and the
 * nested blocks and shadow roots to visit next. It never recurses into nested blocks, so a
 * caller can spread a large page over many short slices and rescan one block after a mutation.
 */
export function readContainer(container: Node, options: WalkOptions = {}): ContainerContents {
  const getShadowRoot = options.getShadowRoot ?? openShadowRoot;
  const ownsText = isBlockContainer(container, getShadowRoot);
  // The container's name and whether it has attributes are read once (each read is a call
  // into the DOM, and a list reads a container per row); a row's cells are its children.
  const element = isElement(container) ? container : undefined;
  const containerName = element?.localName ?? '';
  const containerAttributed = element?.hasAttributes() ?? false;
  // An inline element's runs are dropped (its block container reads them): no owner to find.
  const contents = new ContentsBuilder(ownsText, container as BlockContainer);
  if (element && isExcludedElement(element, containerName, containerAttributed)) return contents;
  const row = containerName === 'tr' ? container : undefined;

  if (element && !options.resume) {
    if (mayHoldSources(element, containerName, containerAttributed, options)) {
      contents.addElement(element);
    }
    if (isUndefinedCustomElement(element, containerName)) contents.addUndefined(element);
    if (isTextOpaque(element, containerName)) return contents;
    const shadow = getShadowRoot(element);
    if (shadow) contents.addShadowRoot(shadow);
    if (containerName === 'tbody' && options.readsRowsByText?.(element)) {
      contents.plainRows = true;
      return contents;
    }
  }

  // Iterative pre-order walk of inline descendants; a stack keeps deep pages off the call stack.
  const stack: Node[] = options.resume ?? [];
  if (!options.resume) pushChildren(stack, container);
  let budget = options.maxNodes ?? Infinity;
  const { mayMatch } = options;
  while (stack.length > 0) {
    if (--budget < 0) {
      contents.rest = stack;
      break;
    }
    const next = stack.pop() as Node;
    if (next === CELL_END) {
      contents.flush();
      continue;
    }
    // Its type read once: text, an element, or nothing to read.
    const type = next.nodeType;
    if (type === 3) {
      const { data } = next as Text;
      if (data.length > 0) contents.addText(next as Text, data);
      continue;
    }
    if (type !== 1) continue;
    const node = next as Element;
    // The tag name and whether there are attributes are read once: each read is a call into
    // the DOM, and every rule asks for them.
    const name = node.localName;
    const attributed = node.hasAttributes();
    if (isExcludedElement(node, name, attributed)) continue;
    if (isUndefinedCustomElement(node, name)) contents.addUndefined(node);
    if (isTextOpaque(node, name)) {
      contents.flush();
      if (mayHoldSources(node, name, attributed, options)) contents.addElement(node);
      continue;
    }
    if (ownsText && isCellName(name) && (node.parentNode === row || isRowCell(node, name))) {
      contents.flush();
      const holds = mayHoldSources(node, name, attributed, options);
      // A cell the store holds a source of without attributes now is read, so the match goes.
      const held = holds && !attributed;
      if (mayMatch && !held && isInertCell(node, mayMatch, attributed)) continue;
      if (holds) contents.addElement(node);
      stack.push(CELL_END);
      pushChildren(stack, node);
      continue;
    }
    if (isBlockBoundary(node, name, attributed) || getShadowRoot(node) !== null) {
      contents.flush();
      if (name === 'br' || name === 'hr') continue;
      if (!options.readsNested || isLayoutRow(name)) contents.addNested(node);
      else if (isPassedOver(node, name, attributed, options)) continue;
      else if (!readLeaf(contents, node, name, attributed, options)) contents.addNested(node);
      continue;
    }
    if (mayHoldSources(node, name, attributed, options)) contents.addElement(node);
    pushChildren(stack, node);
  }
  contents.flush();
  return contents;
}

/**
 * Whether a nested block is left unread (`isInertBlock`): never a custom element (it may be
 * defined later), a block the store holds a value of (read, so the value goes), or a host.
 */
function isPassedOver(
  block: Element,
  name: string,
  attributed: boolean,
  { mayMatch, heldSources, getShadowRoot = openShadowRoot }: WalkOptions,
): boolean {
  if (!mayMatch || name.includes('-') || heldSources?.(block) === true) return false;
  return isInertBlock(block, mayMatch, attributed) && getShadowRoot(block) === null;
}

/** A leaf read in place holds at most this many nodes and characters; a larger one is a read. */
const MAX_LEAF_NODES = 8;
const MAX_LEAF_CHARS = 1024;

/**
 * Reads a nested block of text alone in place (see `ContainerContents.leaves`): what its own
 * read would give, without a task of its own. Not a custom element, a cell (its row reads
 * it) or a host; false when it is not such a leaf, or the walk takes no shortcut (`mayMatch`).
 */
function readLeaf(
  contents: ContentsBuilder,
  leaf: Element,
  name: string,
  attributed: boolean,
  options: WalkOptions,
): boolean {
  if (!options.mayMatch) return false;
  if (leaf.firstElementChild !== null || name.includes('-') || isCellName(name)) return false;
  const run: TextBlock = { container: leaf as BlockContainer, text: '', pieces: [] };
  let nodes = 0;
  for (let child = leaf.firstChild; child; child = child.nextSibling) {
    if (++nodes > MAX_LEAF_NODES) return false;
    if (child.nodeType !== 3) continue;
    const { data } = child as Text;
    if (data.length > 0) appendPiece(run, child as Text, data);
  }
  if (run.text.length > MAX_LEAF_CHARS) return false;
  if ((options.getShadowRoot ?? openShadowRoot)(leaf) !== null) return false;
  if (mayHoldSources(leaf, name, attributed, options)) contents.addElement(leaf);
  contents.addLeaf(leaf, run);
  return true;
}

/** A node's children onto the walk's stack, the first on top. */
function pushChildren(stack: Node[], parent: Node): void {
  for (let child = parent.lastChild; child; child = child.previousSibling) stack.push(child);
}

function isUndefinedCustomElement(element: Element, name = element.localName): boolean {
  return name.includes('-') && !element.matches(':defined');
}

/**
 * Splits a run where the layout separates two pieces and joining them would change what a
 * number reader sees (a label glued to a number, two numbers glued into one). Runs without
 * such an edge, nearly all of them, cost a character comparison per piece.
 */
export function splitAtLayoutBoundaries(run: TextBlock): TextBlock[] {
  const parts: TextBlock[] = [];
  let first = 0;
  for (let index = 1; index < run.pieces.length; index++) {
    const piece = run.pieces[index] as TextPiece;
    const previous = run.pieces[index - 1] as TextPiece;
    const after = run.text.slice(piece.start, piece.start + 4);
    if (!isJoinSensitive(run.text[piece.start - 1], run.text[piece.start], after)) continue;
    if (!isLayoutBoundary(previous.node, piece.node)) continue;
    parts.push(subRun(run, first, index));
    first = index;
  }
  if (first === 0) return [run];
  parts.push(subRun(run, first, run.pieces.length));
  return parts.filter((part) => /\d/.test(part.text));
}

function subRun(run: TextBlock, from: number, to: number): TextBlock {
  const offset = (run.pieces[from] as TextPiece).start;
  const end = to < run.pieces.length ? (run.pieces[to] as TextPiece).start : run.text.length;
  return {
    container: run.container,
    text: run.text.slice(offset, end),
    pieces: run.pieces.slice(from, to).map(({ node, start }) => ({ node, start: start - offset })),
  };
}

/**
 * Walks a whole root (Document, Element or ShadowRoot), nested blocks and shadow roots
 * included, yielding every text block. For tests and one-off reads; the scanner slices instead.
 */
export function* walkTextBlocks(root: Node, options: WalkOptions = {}): Generator<TextBlock> {
  if (!isScannableRoot(root)) return;
  const queue: Node[] = [root];
  while (queue.length > 0) {
    const container = queue.shift() as Node;
    const contents = readContainer(container, options);
    yield* contents.blocks;
    queue.push(...contents.nestedContainers, ...contents.shadowRoots);
  }
}

/** Where a match sits in the DOM: plain boundaries, not a live Range. */
export interface TextSpan {
  startNode: Text;
  startOffset: number;
  endNode: Text;
  endOffset: number;
}

/** Maps a [start, end) span of a block's text back to text nodes and offsets. */
export function spanInBlock(block: TextBlock, start: number, end: number): TextSpan | undefined {
  const first = pieceAt(block, start);
  const last = pieceAt(block, Math.max(start, end - 1));
  if (!first || !last) return undefined;
  return {
    startNode: first.node,
    startOffset: start - first.start,
    endNode: last.node,
    endOffset: end - last.start,
  };
}

/**
 * A live Range over a span; undefined when the text shrank since the span was taken (a rescan
 * is on its way). Never touches the page.
 */
export function rangeForTextSpan(span: TextSpan): Range | undefined {
  const range = span.startNode.ownerDocument.createRange();
  try {
    // Start from the first node, so each boundary is compared with a nearby node only (some DOM
    // implementations walk the document to order boundaries far apart).
    range.selectNodeContents(span.startNode);
    range.setEnd(span.endNode, span.endOffset);
    range.setStart(span.startNode, span.startOffset);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'IndexSizeError') return undefined;
    throw error;
  }
  return range;
}

/** Maps a [start, end) span of a block's text to a DOM Range. */
export function rangeForSpan(block: TextBlock, start: number, end: number): Range | undefined {
  const span = spanInBlock(block, start, end);
  return span && rangeForTextSpan(span);
}

function pieceAt(block: TextBlock, offset: number): TextPiece | undefined {
  let low = 0;
  let high = block.pieces.length - 1;
  let found: TextPiece | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const piece = block.pieces[middle] as TextPiece;
    if (piece.start <= offset) {
      found = piece;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
