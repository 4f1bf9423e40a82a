/**
 * A page script that listens for what the user types, as a hostile page would: on `window`,
 * `document` and `body` in the bubble phase (`bubbled`), and on `window` in the capture phase
 * (`captured`, which runs before any content script can act). Pass `installKeySpy` with the
 * event types to `page.evaluate` (Playwright or Puppeteer); read back with `readKeySpy`.
 */
export interface KeySpy {
  /** `type:key-or-data` of every event a bubble-phase listener saw. */
  bubbled: string[];
  /** `target-tag:type` of every event the capture-phase listener on window saw. */
  captured: string[];
}

export function installKeySpy(types: readonly string[]): void {
  const spy: KeySpy = { bubbled: [], captured: [] };
  const bubble = (event: Event) => {
    const e = event as KeyboardEvent & InputEvent;
    spy.bubbled.push(`${event.type}:${e.key ?? ''}${e.data ?? ''}`);
  };
  const capture = (event: Event) =>
    spy.captured.push(`${(event.target as Element).localName}:${event.type}`);
  for (const type of types) {
    window.addEventListener(type, bubble);
    document.addEventListener(type, bubble);
    document.body.addEventListener(type, bubble);
    window.addEventListener(type, capture, true);
  }
  (window as unknown as { __keySpy: KeySpy }).__keySpy = spy;
}

export function readKeySpy(): KeySpy {
  return (window as unknown as { __keySpy: KeySpy }).__keySpy;
}

/** Forgets what the spy saw so far (e.g. focus moving into the card before the typing). */
export function clearKeySpy(): void {
  const spy = (window as unknown as { __keySpy: KeySpy }).__keySpy;
  spy.bubbled.length = 0;
  spy.captured.length = 0;
}
