import type { CueBox } from './cue-boxes';

/**
 * The nearest ancestor of an element that clips by scrolling, or null (up to `<body>`). Kept
 * per ancestor, so styles are read once per node: the rows of a list share their table's.
 */
export function createClipFinder(): (element: Element) => Element | null {
  /** A node's nearest clipping ancestor-or-self. */
  const clipAt = new WeakMap<Element, Element | null>();
  return (element) => {
    const read: Element[] = [];
    let clip: Element | null = null;
    for (
      let node = element.parentElement;
      node && node !== document.body;
      node = node.parentElement
    ) {
      const known = clipAt.get(node);
      if (known !== undefined) {
        clip = known;
        break;
      }
      read.push(node);
      const { overflowX, overflowY } = getComputedStyle(node);
      if (/auto|scroll|hidden|clip/.test(overflowY + overflowX)) {
        clip = node;
        break;
      }
    }
    for (const node of read) clipAt.set(node, clip);
    return clip;
  };
}

/** A line inside its scrolling container's box (a number scrolled out of it gets none). */
export function insideClip(box: CueBox, area: DOMRect): boolean {
  return (
    box.top >= area.top &&
    box.top <= area.bottom &&
    box.left + box.width > area.left &&
    box.left < area.right
  );
}
