/**
 * What a shared scenario does in a browser, over Playwright (Chromium, `driver-chromium.ts`)
 * or puppeteer-core (Firefox ESR, `driver-firefox.ts`). Selectors cross a shadow root with
 * ` >>> ` in both.
 */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a page's probe saw, installed before the page's own scripts run. */
export interface PageProbe {
  /** `document.body.innerHTML` at DOMContentLoaded, before the content script runs. */
  bodyAtLoad?: string;
  /** `securitypolicyviolation` events: `<directive> <blocked URI>`. */
  violations: string[];
}

/** Where a selector is looked up: the main frame, or the frame whose URL ends with `frameUrl`. */
export interface InFrame {
  frameUrl?: string;
}

export interface DriverPage {
  url(): string;
  /** Moves the pointer onto an element as a person would. */
  hover(selector: string, options?: InFrame): Promise<void>;
  scrollIntoView(selector: string, options?: InFrame): Promise<void>;
  moveMouse(x: number, y: number, steps?: number): Promise<void>;
  click(selector: string): Promise<void>;
  focus(selector: string): Promise<void>;
  /** Types into an element, then presses Enter. */
  typeAndEnter(selector: string, text: string): Promise<void>;
  /**
   * Types into the card's tag field ("Tag the latest call"), then presses Enter. The field is an
   * extension page in an iframe inside the card's shadow root: waits until it shows.
   */
  tagInCard(text: string, timeoutMs?: number): Promise<void>;
  /** Waits until the card's tag field (an extension page in an iframe) shows its input. */
  waitForCardTagField(timeoutMs?: number): Promise<void>;
  /** A key with modifiers held, e.g. `press('KeyL', ['Alt', 'Shift'])`. */
  press(key: string, modifiers?: string[]): Promise<void>;
  waitFor(selector: string, state: 'visible' | 'hidden', timeoutMs?: number): Promise<void>;
  /** Rendered text of an element, '' when it is absent. */
  text(selector: string): Promise<string>;
  /** In the top page's coordinates, whichever frame holds the element. */
  box(selector: string, options?: InFrame): Promise<Box>;
  count(selector: string, options?: InFrame): Promise<number>;
  /** Runs a function in the page (no closure: only its argument crosses over). */
  evaluate<T, A>(fn: (arg: A) => T, arg: A): Promise<Awaited<T>>;
  probe(): Promise<PageProbe>;
  /** Saves `<name>.png` in `.tmp/screenshots/`, or in `dir` (e.g. the README's pictures). */
  screenshot(name: string, options?: { dir?: string }): Promise<void>;
  close(): Promise<void>;
  /** Types text into whatever holds the focus, key by key, as a person types. */
  type(text: string): Promise<void>;
  /** The value of the card's tag field (an extension page in an iframe), '' while it is absent. */
  cardFieldValue(): Promise<string>;
  /**
   * Clicks `selector` inside the iframe `frameSelector` (e.g. the card's player, an extension
   * page), at `offset` from the element's top left, as a person's pointer does.
   */
  clickInFrame(
    frameSelector: string,
    selector: string,
    offset: { x: number; y: number },
  ): Promise<void>;
  /** Runs a function on the element `selector` inside the iframe `frameSelector`. */
  evaluateInFrame<T>(
    frameSelector: string,
    selector: string,
    fn: (element: Element) => T,
  ): Promise<Awaited<T>>;
}

export interface BrowserDriver {
  name: 'chromium' | 'firefox';
  viewport: { width: number; height: number };
  /** Opens a fixture page in a new tab with the probe installed. */
  openPage(url: string): Promise<DriverPage>;
  /** Opens one of the extension's own pages (`options.html`, `popup.html?tab=3`) in a tab. */
  openExtensionPage(
    path: string,
    viewport?: { width: number; height: number },
  ): Promise<DriverPage>;
  /** The digits the background keeps for the tab showing `url` (`detected:<tabId>`). */
  detectedOn(url: string): Promise<string[]>;
  /** The tab showing the document at `url`, its fragment ignored. */
  tabIdOf(url: string): Promise<number | undefined>;
  /**
   * Runs a function in an extension context (Chromium's service worker, an extension page of
   * Firefox); it reaches the API as `globalThis.browser ?? globalThis.chrome`.
   */
  inExtension<T, A>(fn: (arg: A) => Promise<T>, arg: A): Promise<T>;
}

/** Installed in every page before its scripts: records `PageProbe`. */
export function installProbe(): void {
  const probe: PageProbe = { violations: [] };
  (window as unknown as { __probe: PageProbe }).__probe = probe;
  document.addEventListener('securitypolicyviolation', (event) =>
    probe.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
  document.addEventListener('DOMContentLoaded', () => {
    probe.bodyAtLoad = document.body.innerHTML;
  });
}

export function readProbe(): PageProbe {
  return (window as unknown as { __probe: PageProbe }).__probe;
}

/** Where a person aims at an element's text: a little into it, from its left. */
export function aimAt(box: Box): { x: number; y: number } {
  return { x: box.x + Math.min(box.width / 2, 25), y: box.y + box.height / 2 };
}
