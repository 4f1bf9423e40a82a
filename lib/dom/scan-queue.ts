/** A container waiting to be read. */
export interface ContainerTask {
  node: Node;
  /** Also read nested blocks and shadow roots (a new subtree), not only the container's runs. */
  deep: boolean;
  /** Check ancestors for exclusions first: true for nodes that came from a mutation. */
  checkAncestors: boolean;
}

/**
 * Pending work in arrival order, one entry per node: asking twice for the same node costs
 * nothing, and a deep request upgrades a pending shallow one.
 */
export class ScanQueue {
  /** Arrival order; taken by index because removing from the front of a Map is not O(1). */
  private order: ContainerTask[] = [];
  private head = 0;
  private readonly containers = new Map<Node, ContainerTask>();
  private readonly elementSources = new Set<Element>();

  get size(): number {
    return this.containers.size + this.elementSources.size;
  }

  addContainer(node: Node, deep: boolean, checkAncestors: boolean): void {
    const pending = this.containers.get(node);
    if (pending) {
      pending.deep ||= deep;
      pending.checkAncestors ||= checkAncestors;
      return;
    }
    const task = { node, deep, checkAncestors };
    this.containers.set(node, task);
    this.order.push(task);
  }

  /** An element whose href, value, title or aria-label changed. */
  addElementSources(element: Element): void {
    this.elementSources.add(element);
  }

  /** Next task: element sources first (they are cheap), then containers in arrival order. */
  take(): { element: Element } | { container: ContainerTask } | undefined {
    if (this.elementSources.size > 0) {
      for (const element of this.elementSources) {
        this.elementSources.delete(element);
        return { element };
      }
    }
    const task = this.order[this.head];
    if (!task) return undefined;
    this.head += 1;
    if (this.head === this.order.length) this.clearOrder();
    this.containers.delete(task.node);
    return { container: task };
  }

  /** Nodes with pending work, for a catch-up that replaces the queue. */
  nodes(): Node[] {
    return [...this.containers.keys(), ...this.elementSources];
  }

  clear(): void {
    this.containers.clear();
    this.elementSources.clear();
    this.clearOrder();
  }

  private clearOrder(): void {
    this.order = [];
    this.head = 0;
  }
}
