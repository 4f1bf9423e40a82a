import type { CueBox } from './cue-boxes';

/**
 * The nearest ancestor of an element that clips by scrolling, or null (up to `<body>`); cached
 * per element, so styles are read once.
 */
export function createClipFinder(): (element: Element) => Element | null {
  const clips = new WeakMap<Element, Element | null>();
  return (element) => {
    const known = clips.get(element);
    if (known !== undefined) return known;
    let clip: Element | null = null;
    for (
      let node = element.parentElement;
      node && node !== document.body;
      node = node.parentElement
    ) {
      const { overflowX, overflowY } = getComputedStyle(node);
      if (/auto|scroll|hidden|clip/.test(overflowY + overflowX)) {
        clip = node;
        break;
      }
    }
    clips.set(element, clip);
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
