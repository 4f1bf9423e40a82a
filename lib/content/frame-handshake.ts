/**
 * Which frame is our parent, and which iframe element holds which child frame. A child picks a
 * random token and posts it to its parent window; the parent's content script tells the
 * background, which binds the two and tells the child the parent's frame id. The iframe of a
 * child is found from the child's frame id, as the browser names it (never from anything a
 * page posts): Firefox says it (`runtime.getFrameId`); elsewhere the parent posts a fresh
 * challenge into each of its iframes' windows, and the background tells it which challenge
 * that frame received (see README.md, "Frames").
 */
import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { ShadowRootGetter } from '../dom/types';
import type { RectLike } from './position';

const HELLO = 'trackerLensFrameHello';
const PROBE = 'trackerLensFrameProbe';
const CHALLENGE = 'trackerLensFrameChallenge';
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

/** How long a parent waits for a child frame's answer to its challenge. */
const CHALLENGE_TIMEOUT_MS = 3000;

export interface ChildFrames {
  /**
   * Finds the iframe element holding child frame `frameId` (the browser's name for it, from the
   * background); false when none of ours does.
   */
  resolve(frameId: number): Promise<boolean>;
  /** The background's `frame.answered`: child `frameId` received `challenge`. */
  answered(challenge: string, frameId: number): void;
  /** True while the iframe of child frame `frameId` is in the document. */
  has(frameId: number): boolean;
  /** Where the child's viewport is in ours (the iframe's content box), if we hold it. */
  box(frameId: number): FrameBox | undefined;
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
  answer: (challenge: string) => void,
  token = randomToken(),
): ParentLink {
  let parentFrameId: number | undefined;
  let onLinked: (() => void) | undefined;
  let asks = 0;
  const hello = () => window.parent.postMessage({ [HELLO]: token }, '*');
  ctx.addEventListener(window, 'message', (event) => {
    if (event.source !== window.parent) return;
    // The parent's content script starts after ours on some pages: it asks again.
    if (parentFrameId === undefined && isProbe(event.data)) hello();
    // The parent looks for our iframe: the background tells it what we received, as ours.
    const challenge = tokenIn(event.data, CHALLENGE);
    if (challenge) answer(challenge);
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

/**
 * A parent frame's side: report each child's token (which links the child to us), and find the
 * iframe of a child frame from its frame id when it asks for a card.
 */
export function watchChildFrames(
  ctx: ContentScriptContext,
  adopt: (token: string) => void,
  getShadowRoot: ShadowRootGetter,
  getFrameId: ((element: FrameElement) => number) | undefined = firefoxFrameId(),
): ChildFrames {
  /** Tokens heard, with the window that posted them first. */
  const heard = new Map<string, MessageEventSource>();
  ctx.addEventListener(window, 'message', (event) => {
    const token = tokenIn(event.data, HELLO);
    if (!token || !event.source) return;
    const known = heard.get(token);
    if (known) {
      // The child asks again (our first answer was late): answer again.
      if (known === event.source) adopt(token);
      return;
    }
    // Only a window of one of our iframes; which one does not matter here (resolve decides).
    if (!frameOfWindow(event.source as Window, getShadowRoot)) return;
    heard.set(token, event.source);
    adopt(token);
  });
  for (const element of document.querySelectorAll('iframe, frame')) {
    (element as HTMLIFrameElement).contentWindow?.postMessage({ [PROBE]: true }, '*');
  }

  /** Child frame id → its iframe, as the browser (or the challenge) said. */
  const elements = new Map<number, FrameElement>();
  /** Challenges out, per child frame asked about: challenge → the iframe it was posted into. */
  const rounds = new Map<number, { challenges: Map<string, FrameElement>; done: () => void }>();
  const waiting = new Map<number, Promise<boolean>>();

  const connected = (frameId: number) => {
    const element = elements.get(frameId);
    if (element && !element.isConnected) elements.delete(frameId);
    return element?.isConnected ? element : undefined;
  };

  const challenge = (frameId: number) =>
    new Promise<boolean>((resolve) => {
      // A fresh challenge per iframe, posted after the child asked (so it listens): the page
      // learns a challenge only from a frame it was posted into, after ours reached each one.
      const challenges = new Map<string, FrameElement>();
      for (const element of frameElements(getShadowRoot)) {
        const value = randomToken();
        challenges.set(value, element);
        element.contentWindow?.postMessage({ [CHALLENGE]: value }, '*');
      }
      const timer = setTimeout(() => done(), CHALLENGE_TIMEOUT_MS);
      const done = () => {
        clearTimeout(timer);
        rounds.delete(frameId);
        resolve(connected(frameId) !== undefined);
      };
      rounds.set(frameId, { challenges, done });
    });

  return {
    resolve(frameId) {
      if (connected(frameId)) return Promise.resolve(true);
      if (getFrameId) {
        const found = frameElements(getShadowRoot).find((element) => {
          try {
            return getFrameId(element) === frameId;
          } catch {
            return false;
          }
        });
        if (found) elements.set(frameId, found);
        return Promise.resolve(found !== undefined);
      }
      const pending = waiting.get(frameId);
      if (pending) return pending;
      const asked = challenge(frameId).finally(() => waiting.delete(frameId));
      waiting.set(frameId, asked);
      return asked;
    },
    answered(value, frameId) {
      // Only the frame asked about, only its first answer to this round's challenges.
      const round = rounds.get(frameId);
      const element = round?.challenges.get(value);
      if (!round || !element) return;
      elements.set(frameId, element);
      round.done();
    },
    has: (frameId) => connected(frameId) !== undefined,
    box(frameId) {
      const element = connected(frameId);
      return element ? contentBox(element) : undefined;
    },
  };
}

/** Firefox names a frame element's frame itself; Chrome has no such call. */
function firefoxFrameId(): ((element: FrameElement) => number) | undefined {
  const runtime = browser.runtime as { getFrameId?: (target: Element) => number };
  return typeof runtime.getFrameId === 'function'
    ? (element) => runtime.getFrameId!(element)
    : undefined;
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
  for (const root of shadowRootsOf(getShadowRoot)) {
    const inShadow = inRoot(root);
    if (inShadow) return inShadow;
  }
  return undefined;
}

/** Every iframe of this document, in it and in its open and closed shadow roots. */
function frameElements(getShadowRoot: ShadowRootGetter): FrameElement[] {
  const all = [...document.querySelectorAll<FrameElement>('iframe, frame')];
  for (const root of shadowRootsOf(getShadowRoot)) {
    all.push(...root.querySelectorAll<FrameElement>('iframe, frame'));
  }
  return all;
}

function shadowRootsOf(getShadowRoot: ShadowRootGetter): ShadowRoot[] {
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
  return roots;
}

function tokenIn(data: unknown, key: string): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const token = (data as Record<string, unknown>)[key];
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
