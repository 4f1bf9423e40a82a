import { isElement, parentAcrossShadow } from './tree';

/** Put this attribute on any element to keep Tracker Lens out of its subtree. */
export const OPT_OUT_ATTRIBUTE = 'data-tracker-lens-ignore';

/** Tag name of the element hosting our own UI; never scanned. */
export const UI_HOST_TAG = 'tracker-lens-ui';

/**
 * Elements whose text is never page text a person reads as a phone number. `pre` is not here:
 * CRMs show pasted e-mail signatures and notes in `<pre>`. `code` is: numbers in code samples
 * are ids and constants. `input` and `textarea` are read by attribute-sources instead.
 */
const TEXT_OPAQUE_TAGS = new Set([
  'head',
  'script',
  'style',
  'noscript',
  'template',
  'code',
  'kbd',
  'samp',
  'svg',
  'math',
  'option',
  'optgroup',
  'select',
  'datalist',
  'textarea',
  'input',
  'iframe',
  'object',
  'embed',
  'canvas',
  'video',
  'audio',
  'img',
  'picture',
  UI_HOST_TAG,
]);

/**
 * Elements that start a new line or box, so text on either side cannot form one number.
 * Inline-block controls (button) are here too: their text is a box of its own.
 */
/** `<h1>` to `<h6>`: block elements, and elements that may host a shadow root. */
export const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

const BLOCK_TAGS = new Set<string>([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'br',
  'button',
  'caption',
  'center',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  ...HEADING_TAGS,
  'header',
  'hgroup',
  'hr',
  'html',
  'legend',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/**
 * True for subtrees nobody may look into: our opt-out marker, `hidden`, editors
 * (contenteditable: matching inside them would fight the user's typing), our own UI.
 * `aria-hidden` is scanned: it hides from screen readers, not from eyes.
 */
export function isExcludedElement(
  element: Element,
  name = element.localName,
  attributed = element.hasAttributes(),
): boolean {
  if (name === UI_HOST_TAG) return true;
  // Most elements of a page carry no attribute; the others (a class at least) are asked once.
  return attributed && element.matches(EXCLUDED_SELECTOR);
}

/** What `isExcludedElement` looks for in an element's attributes, as one question. */
export const EXCLUDED_SELECTOR = [
  `[${OPT_OUT_ATTRIBUTE}]`,
  '[hidden]',
  '[contenteditable]:not([contenteditable="false" i])',
  '[role="textbox"]',
].join(',');

/** True when the element's own text is never scanned (its attributes may still be read). */
export function isTextOpaque(element: Element, name = element.localName): boolean {
  return TEXT_OPAQUE_TAGS.has(name);
}

/**
 * Whether the element breaks text into separate blocks. Uses the tag, then display values that
 * cost no style recalculation: an inline `style` attribute, and computed style for custom
 * elements only (they are inline by default but usually styled as blocks).
 */
export function isBlockBoundary(
  element: Element,
  name = element.localName,
  attributed = element.hasAttributes(),
): boolean {
  const display = cheapDisplay(element, name, attributed);
  if (display) return !(display === 'inline' || display === 'contents');
  return BLOCK_TAGS.has(name);
}

function cheapDisplay(element: Element, name: string, attributed: boolean): string | undefined {
  if (attributed && element.hasAttribute('style')) {
    const inline = (element as HTMLElement).style?.display;
    if (inline) return inline.trim().toLowerCase();
  }
  if (name.includes('-')) {
    const view = element.ownerDocument.defaultView;
    const computed = view?.getComputedStyle(element).display;
    if (computed) return computed.trim().toLowerCase();
  }
  return undefined;
}

/** True when the node or an ancestor (across shadow boundaries) is excluded or text-opaque. */
export function isInSkippedSubtree(node: Node): boolean {
  for (let current: Node | null = node; current; current = parentAcrossShadow(current)) {
    if (isElement(current) && (isExcludedElement(current) || isTextOpaque(current))) return true;
  }
  return false;
}

/**
 * Set in a page's isolated world by "Look up anyway" in the popup: the user asked to read the
 * numbers of a page that opted out, once.
 */
export const LOOK_UP_ANYWAY_FLAG = '__trackerLensLookUpAnyway';

export function isLookUpAnyway(): boolean {
  return (globalThis as Record<string, unknown>)[LOOK_UP_ANYWAY_FLAG] === true;
}

/**
 * True when the page asked for no phone detection (`<meta name="format-detection"
 * content="telephone=no">`, the convention mobile browsers honour). Read from the head, where
 * the convention puts it: a query over the whole document walks every element of a large page,
 * and every frame asks at its start.
 */
export function isDetectionDisabled(doc: Document): boolean {
  for (const meta of doc.head?.querySelectorAll('meta[name]') ?? []) {
    if (meta.getAttribute('name')?.trim().toLowerCase() !== 'format-detection') continue;
    const content = (meta.getAttribute('content') ?? '').toLowerCase();
    if (/(^|[\s,;])telephone\s*=\s*no\b/.test(content)) return true;
  }
  return false;
}
