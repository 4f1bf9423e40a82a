import type { ShadowRootGetter } from './types';

/** Open shadow roots only; the content script injects a getter that also sees closed ones. */
export const openShadowRoot: ShadowRootGetter = (element) => element.shadowRoot;

export function isShadowRoot(node: Node): node is ShadowRoot {
  return node.nodeType === 11 && 'host' in node && (node as ShadowRoot).host != null;
}

export function isElement(node: Node): node is Element {
  return node.nodeType === 1;
}

export function isText(node: Node): node is Text {
  return node.nodeType === 3;
}

/** The parent in the flat tree sense that matters here: a shadow root's parent is its host. */
export function parentAcrossShadow(node: Node): Node | null {
  if (isShadowRoot(node)) return node.host;
  return node.parentNode;
}

/** True when `ancestor` is `node` or contains it, looking through shadow boundaries. */
export function containsAcrossShadow(ancestor: Node, node: Node): boolean {
  for (let current: Node | null = node; current; current = parentAcrossShadow(current)) {
    if (current === ancestor) return true;
  }
  return false;
}

/**
 * The closest element holding both nodes (same tree assumed, as for one text block). Text
 * written straight into a shadow root (`root.innerHTML = 'Phone: +7 …'`) has none inside its
 * tree: the host stands for it.
 */
export function commonElement(first: Node, second: Node): Element | null {
  for (let node: Node | null = first.parentNode; node; node = node.parentNode) {
    // One text node (most blocks): its parent holds it, with no call to ask.
    if (first !== second && !node.contains(second)) continue;
    if (isElement(node)) return node;
    return isShadowRoot(node) ? node.host : null;
  }
  return null;
}
