/**
 * What a hostile page does to the card's tag field, as page functions to pass to
 * `page.evaluate` (Playwright or Puppeteer). The demo build's card has an open shadow root, so
 * the page reaches the field's frame directly; in the product build it has `window.frames`.
 */

/**
 * The page's look-alike of the field: an input drawn like it, in a document of the page's
 * choosing (a data: address: no content script of ours runs there to muddle the picture).
 */
export const LOOK_ALIKE_FIELD =
  'data:text/html,<label>Tag the latest call<input placeholder="tag" autofocus></label>';

/** Navigates the card's quick tag field frame to `url` (a look-alike of the page's own). */
export function navigateCardTagField(url: string): void {
  const host = document.querySelector('tracker-lens-ui')!;
  const frame = host.shadowRoot!.querySelector<HTMLIFrameElement>(
    '.tl-card-quicktag-frame iframe',
  )!;
  frame.contentWindow!.location.href = url;
}
