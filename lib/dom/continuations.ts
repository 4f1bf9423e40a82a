import type { PlainRowsWalk } from './plain-rows';
import type { ContainerTask } from './scan-queue';
import type { TextBlock } from './text-blocks';

/**
 * A block's text longer than this is matched in windows of this size, one per task, so a
 * megabyte-long text node never holds the main thread in one long matching call.
 */
export const TEXT_WINDOW_CHARS = 4096;
/** Text read on each side of a window: a number across its edge and the labels before it. */
export const WINDOW_CONTEXT_CHARS = 96;
/**
 * Nodes one read of a container visits before it stops and queues the rest: a container of a
 * million text nodes is read over many tasks. A number split across two text nodes exactly at
 * such a cut is read as two pieces (and usually not found); below the limit nothing is cut.
 */
export const MAX_NODES_PER_READ = 5000;

/**
 * Work left over from reading one container: a window of a long block, unread nodes, or the
 * rest of a plain table body's text (plain-rows.ts).
 */
export type Continuation =
  | { kind: 'window'; block: TextBlock; from: number; read: number }
  | { kind: 'rest'; task: ContainerTask; rest: Node[]; read: number }
  | { kind: 'rows'; walk: PlainRowsWalk; read: number };

/**
 * Continuations of container reads. Each read of a container gets a number; a continuation
 * is obsolete once its container was read again from the start (a mutation, a rescan).
 */
export class Continuations {
  private pending: Continuation[] = [];
  private latestRead = new WeakMap<Node, number>();
  private reads = 0;

  get size(): number {
    return this.pending.length;
  }

  /**
   * Starts a fresh read of `container`, making its earlier continuations obsolete. Only a
   * container that ever had one is recorded (`push`): a list reads thousands that never do.
   */
  startRead(container: Node): number {
    this.reads += 1;
    if (this.latestRead.has(container)) this.latestRead.set(container, this.reads);
    return this.reads;
  }

  isCurrent(container: Node, read: number): boolean {
    return this.latestRead.get(container) === read;
  }

  push(continuation: Continuation): void {
    const container = containerOf(continuation);
    if (!this.latestRead.has(container)) this.latestRead.set(container, continuation.read);
    this.pending.push(continuation);
  }

  take(): Continuation | undefined {
    return this.pending.pop();
  }

  /** Containers with work left, for a catch-up that replaces all pending work. */
  containers(): Node[] {
    return this.pending.map(containerOf);
  }

  clear(): void {
    this.pending = [];
    this.latestRead = new WeakMap();
  }
}

function containerOf(item: Continuation): Node {
  if (item.kind === 'window') return item.block.container;
  return item.kind === 'rows' ? item.walk.body : item.task.node;
}
