import { SOURCE_ATTRIBUTES } from './attribute-sources';
import type { ScanQueue } from './scan-queue';
import { OPT_OUT_ATTRIBUTE, isBlockBoundary } from './skip-rules';
import { isBlockContainer, nearestBlockContainer } from './text-blocks';
import { isElement } from './tree';
import type { ShadowRootGetter } from './types';

/** Attributes that decide whether a subtree is scanned at all. */
const EXCLUSION_ATTRIBUTES = ['hidden', 'contenteditable', 'role', OPT_OUT_ATTRIBUTE];

/** Everything the observer watches; `style` and `class` are left out: animations rewrite them. */
export const OBSERVED_ATTRIBUTES = [...SOURCE_ATTRIBUTES, ...EXCLUSION_ATTRIBUTES];

export interface MutationEffects {
  /** Subtrees whose earlier matches must go unless a rescan finds them again. */
  staleRoots: Node[];
  /** Nodes were removed: matches may point at detached nodes. */
  removedNodes: boolean;
}

/**
 * Turns mutation records into the smallest rescans that keep matches right: the block that
 * holds changed text, added subtrees in full, one element for a changed attribute.
 */
export function queueMutationTasks(
  records: readonly MutationRecord[],
  queue: ScanQueue,
  getShadowRoot: ShadowRootGetter,
): MutationEffects {
  const effects: MutationEffects = { staleRoots: [], removedNodes: false };
  const addOwningBlock = (node: Node): void => {
    const block = isBlockContainer(node, getShadowRoot)
      ? node
      : nearestBlockContainer(node, getShadowRoot);
    queue.addContainer(block, false, true);
  };
  for (const record of records) {
    const target = record.target;
    if (record.type === 'characterData') {
      if (target.parentNode) addOwningBlock(target.parentNode);
    } else if (record.type === 'childList') {
      if (!onlyBlocksAdded(record, getShadowRoot)) addOwningBlock(target);
      for (const added of record.addedNodes) {
        if (isElement(added)) queue.addContainer(added, true, true);
      }
      if (record.removedNodes.length > 0) effects.removedNodes = true;
    } else if (record.type === 'attributes' && isElement(target)) {
      if (EXCLUSION_ATTRIBUTES.includes(record.attributeName ?? '')) {
        effects.staleRoots.push(target);
        queue.addContainer(target, true, true);
        if (target.parentNode) addOwningBlock(target.parentNode);
      } else {
        queue.addElementSources(target);
      }
    }
  }
  return effects;
}

/**
 * Blocks added to a block between blocks (or at its edges), nothing removed: a list's new rows.
 * The target's own runs are as they were, and the added blocks are read on their own; a list
 * of 1,000 rows read itself again at every batch a page appended.
 */
function onlyBlocksAdded(record: MutationRecord, getShadowRoot: ShadowRootGetter): boolean {
  if (record.removedNodes.length > 0 || record.addedNodes.length === 0) return false;
  if (!isBlockContainer(record.target, getShadowRoot)) return false;
  for (const added of record.addedNodes) {
    if (!isElement(added) || !isBlockContainer(added, getShadowRoot)) return false;
  }
  return isRunEdge(record.previousSibling) && isRunEdge(record.nextSibling);
}

/** Nothing, or a block: no run of the target goes on past it. */
const isRunEdge = (node: Node | null): boolean =>
  node === null || (isElement(node) && isBlockBoundary(node));
