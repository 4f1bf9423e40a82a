import type { RectLike } from './position';

/** Text the user pointed at with the keyboard (a selection or the focused element). */
export interface FocusTarget {
  text: string;
  rects: () => RectLike[];
  element: Element | null;
}

/** Alt+Shift+L: look up the number in the selection or the focused element. */
export function isLookupShortcut(event: KeyboardEvent): boolean {
  return (
    event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyL'
  );
}

/** The focused element, looking into open shadow roots. */
export function deepActiveElement(doc: Document): Element | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** What to look up: selected text first, then the focused field or element. */
export function readFocusTarget(doc: Document): FocusTarget | undefined {
  const active = deepActiveElement(doc);
  if (active && isTextField(active)) {
    const { value, selectionStart, selectionEnd } = active;
    const selected =
      selectionStart !== null && selectionEnd !== null && selectionEnd > selectionStart
        ? value.slice(selectionStart, selectionEnd)
        : value;
    return { text: selected, rects: () => [active.getBoundingClientRect()], element: active };
  }
  const selection = doc.getSelection();
  if (selection && !selection.isCollapsed && selection.rangeCount > 0) {
    const range = selection.getRangeAt(0).cloneRange();
    return {
      text: selection.toString(),
      rects: () => [...range.getClientRects()],
      element: active,
    };
  }
  if (active && active !== doc.body && active !== doc.documentElement) {
    const href = active.getAttribute('href') ?? '';
    const text = [active.textContent ?? '', active.getAttribute('aria-label') ?? '', href]
      .join(' ')
      .trim();
    return { text, rects: () => [active.getBoundingClientRect()], element: active };
  }
  return undefined;
}

function isTextField(element: Element): element is HTMLInputElement | HTMLTextAreaElement {
  const tag = element.tagName.toLowerCase();
  return (
    tag === 'textarea' ||
    (tag === 'input' && /^(text|tel|search|)$/.test((element as HTMLInputElement).type))
  );
}
