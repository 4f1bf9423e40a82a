import { CUE_HOST_TAG } from '../dom/skip-rules';
import type { CueBox } from './cue-boxes';

// The host takes no room and no pointer: the page's layout and clicks are as without it.
const HOST_STYLE = [
  'all: initial',
  'position: fixed',
  'left: 0',
  'top: 0',
  'width: 0',
  'height: 0',
  'overflow: visible',
  'pointer-events: none',
  'z-index: 2147483646',
  'contain: layout style',
]
  .map((rule) => `${rule} !important`)
  .join(';');

const LAYER_CSS = `.m{position:absolute;left:0;top:0;height:0;pointer-events:none;
border-top:1px dotted rgba(26,115,232,.8);will-change:transform}`;

/** The cue's own element: one fixed, zero-size host at the end of `<html>`, and its lines. */
export interface CueMarks {
  /** Draws one line per box (the host is made on the first box), hides the lines left over. */
  show(boxes: readonly CueBox[]): void;
  /** Puts the host back if the page removed it. */
  reattach(): void;
  /** Removes the host and forgets its lines. */
  remove(): void;
}

export function createCueMarks(shadowMode: 'open' | 'closed'): CueMarks {
  let host: HTMLElement | undefined;
  let layer: ShadowRoot | undefined;
  const marks: HTMLElement[] = [];

  function mountHost() {
    if (host) {
      if (!host.isConnected) document.documentElement.append(host);
      return;
    }
    host = document.createElement(CUE_HOST_TAG);
    host.setAttribute('style', HOST_STYLE);
    host.setAttribute('aria-hidden', 'true');
    layer = host.attachShadow({ mode: shadowMode });
    const style = document.createElement('style');
    style.textContent = LAYER_CSS;
    layer.append(style);
    document.documentElement.append(host);
  }

  function place(boxes: readonly CueBox[]) {
    if (!layer) return;
    while (marks.length < boxes.length) {
      const mark = document.createElement('div');
      mark.className = 'm';
      layer.append(mark);
      marks.push(mark);
    }
    marks.forEach((mark, index) => {
      const box = boxes[index];
      if (!box) {
        if (mark.style.display !== 'none') mark.style.display = 'none';
        return;
      }
      mark.style.display = '';
      mark.style.width = `${box.width}px`;
      mark.style.transform = `translate(${box.left}px,${box.top}px)`;
    });
  }

  return {
    show(boxes) {
      if (boxes.length > 0) mountHost();
      place(boxes);
    },
    reattach() {
      if (host && !host.isConnected) document.documentElement.append(host);
    },
    remove() {
      host?.remove();
      host = undefined;
      layer = undefined;
      marks.length = 0;
    },
  };
}
