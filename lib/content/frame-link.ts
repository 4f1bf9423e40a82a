/**
 * Which iframe element holds which child frame, and which frame is our parent. A child picks a
 * random token and posts it to its parent window; the parent's content script finds the iframe
 * the message came from (`event.source`) and tells the background, which tells the child the
 * parent's frame id. Only the location of an iframe is learned this way: page scripts may see
 * and copy the token, but every card request travels through the background (see README.md).
 */
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { ShadowRootGetter } from '../dom/types';
import type { RectLike } from './position';

const HELLO = 'trackerLensFrameHello';
const PROBE = 'trackerLensFrameProbe';
const TOKEN_PATTERN = /^[0-9a-f]{32}$/;

export interface ParentLink {
  /** This frame's token, as its parent knows it. */
  readonly token: string;
  /** The parent frame's id once its content script found our iframe; undefined until then. */
  parentFrameId(): number | undefined;
  /** The background's `frame.adopted`: true when it was for this frame. */
  adopted(token: string, parentFrameId: number): boolean;
  /**
   * The parent's frame id, asking again when the first hello found no listener (a parent that
   * started later, an iframe in a shadow root its probe did not reach). Gives up for good after
   * a few unanswered asks: the parent runs no script of ours.
   */
  whenLinked(): Promise<number | undefined>;
}

/** How long one ask waits for the parent's answer, and how many asks there are at most. */
const ASK_TIMEOUT_MS = 250;
const MAX_ASKS = 3;

export interface ChildFrames {
  /** True while the iframe bound to the token is in the document. */
  has(token: string): boolean;
  /** Where the child's viewport is in ours (the iframe's content box), if we hold it. */
  box(token: string): FrameBox | undefined;
}

/** A child frame's viewport in ours: its iframe's content box. */
export interface FrameBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A child frame's side: announce the token to the background (`announce`, which binds it to
 * this frame's id) and to the parent, now and whenever it asks.
 */
export function linkToParent(
  ctx: ContentScriptContext,
  announce: (token: string) => void,
  token = randomToken(),
): ParentLink {
  let parentFrameId: number | undefined;
  let onLinked: (() => void) | undefined;
  let asks = 0;
  const hello = () => window.parent.postMessage({ [HELLO]: token }, '*');
  ctx.addEventListener(window, 'message', (event) => {
    // The parent's content script starts after ours on some pages: it asks again.
    if (parentFrameId === undefined && event.source === window.parent && isProbe(event.data)) {
      hello();
    }
  });
  announce(token);
  hello();
  return {
    token,
    parentFrameId: () => parentFrameId,
    adopted(candidate, frameId) {
      if (candidate !== token) return false;
      parentFrameId ??= frameId;
      onLinked?.();
      return true;
    },
    async whenLinked() {
      if (parentFrameId !== undefined || asks >= MAX_ASKS) return parentFrameId;
      asks++;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ASK_TIMEOUT_MS);
        onLinked = () => {
          clearTimeout(timer);
          resolve();
        };
        hello();
      });
      onLinked = undefined;
      return parentFrameId;
    },
  };
}

/** A parent frame's side: bind each child's token to its iframe and report it. */
export function watchChildFrames(
  ctx: ContentScriptContext,
  adopt: (token: string) => void,
  getShadowRoot: ShadowRootGetter,
): ChildFrames {
  const frames = new Map<string, HTMLIFrameElement | HTMLFrameElement>();
  ctx.addEventListener(window, 'message', (event) => {
    const token = helloToken(event.data);
    if (!token || !event.source) return;
    const known = frames.get(token);
    if (known) {
      // The child asks again (our first answer was late): answer again, never rebind.
      if (known.contentWindow === event.source) adopt(token);
      return;
    }
    const element = frameOfWindow(event.source as Window, getShadowRoot);
    // First come, first bound: a copy posted later from another frame changes nothing.
    if (!element) return;
    frames.set(token, element);
    adopt(token);
  });
  for (const element of document.querySelectorAll('iframe, frame')) {
    (element as HTMLIFrameElement).contentWindow?.postMessage({ [PROBE]: true }, '*');
  }

  const connected = (token: string) => {
    const element = frames.get(token);
    if (element && !element.isConnected) frames.delete(token);
    return element?.isConnected ? element : undefined;
  };
  return {
    has: (token) => connected(token) !== undefined,
    box(token) {
      const element = connected(token);
      return element ? contentBox(element) : undefined;
    },
  };
}

/** An iframe's content box (where its document is drawn) in this frame's viewport. */
function contentBox(element: Element): FrameBox {
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const padding = (side: string) => parseFloat(style.getPropertyValue(`padding-${side}`)) || 0;
  return {
    x: box.left + element.clientLeft + padding('left'),
    y: box.top + element.clientTop + padding('top'),
    width: Math.max(0, element.clientWidth - padding('left') - padding('right')),
    height: Math.max(0, element.clientHeight - padding('top') - padding('bottom')),
  };
}

type FrameElement = HTMLIFrameElement | HTMLFrameElement;

/** The iframe showing `source`: in the document, else in shadow roots (once per child frame). */
function frameOfWindow(source: Window, getShadowRoot: ShadowRootGetter): FrameElement | undefined {
  const inRoot = (root: Document | ShadowRoot): FrameElement | undefined => {
    for (const element of root.querySelectorAll<FrameElement>('iframe, frame')) {
      if (element.contentWindow === source) return element;
    }
    return undefined;
  };
  const found = inRoot(document);
  if (found) return found;
  const roots: ShadowRoot[] = [];
  const collect = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      const shadow = getShadowRoot(element);
      if (shadow) {
        roots.push(shadow);
        collect(shadow);
      }
    }
  };
  collect(document);
  for (const root of roots) {
    const inShadow = inRoot(root);
    if (inShadow) return inShadow;
  }
  return undefined;
}

function helloToken(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const token = (data as Record<string, unknown>)[HELLO];
  return typeof token === 'string' && TOKEN_PATTERN.test(token) ? token : undefined;
}

function isProbe(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as Record<string, unknown>)[PROBE] === true
  );
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Moves a child's rectangle into our viewport, clamped to the child's box: whatever the child
 * says, its card is placed at its own frame, never elsewhere on the page.
 */
export function placeRect(rect: RectLike, box: FrameBox): RectLike {
  const x = (value: number) => clamp(box.x + value, box.x, box.x + box.width);
  const y = (value: number) => clamp(box.y + value, box.y, box.y + box.height);
  return { left: x(rect.left), right: x(rect.right), top: y(rect.top), bottom: y(rect.bottom) };
}

/** A child's point (where the pointer is) in our viewport, clamped to the child's box. */
export function placePoint(point: { x: number; y: number }, box: FrameBox) {
  return {
    x: clamp(box.x + point.x, box.x, box.x + box.width),
    y: clamp(box.y + point.y, box.y, box.y + box.height),
  };
}
