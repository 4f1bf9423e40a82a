/**
 * What a hostile page does to the card's tag field, as page functions to pass to
 * `page.evaluate` (Playwright or Puppeteer). The demo build's card has an open shadow root, so
 * the page reaches the field's frame directly; in the product build it has `window.frames`.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The page's look-alike of the field: an input drawn like it, in a document of the page's
 * choosing (a data: address: no content script of ours runs there to muddle the picture).
 */
export const LOOK_ALIKE_FIELD =
  'data:text/html,<label>Tag the latest call<input placeholder="tag" autofocus></label>';

/**
 * Navigates the card's quick tag field frame to `url` (a look-alike of the page's own), once
 * per frame: called again, it navigates only a frame the card drew since (a re-laid card), and
 * answers whether it navigated one.
 */
export function navigateCardTagField(url: string): boolean {
  const host = document.querySelector('tracker-lens-ui')!;
  const frame = host.shadowRoot!.querySelector<HTMLIFrameElement>('.tl-card-quicktag-frame iframe');
  // Kept by the page itself, in a property the card never reads.
  const store = window as unknown as { __navigatedFields?: WeakSet<HTMLIFrameElement> };
  const navigated = (store.__navigatedFields ??= new WeakSet());
  if (!frame?.contentWindow || navigated.has(frame)) return false;
  navigated.add(frame);
  frame.contentWindow.location.href = url;
  return true;
}

/**
 * A look-alike whose document never fires `load` (its image comes from a server that takes the
 * connection and never answers), while its input is there to be typed into at once.
 */
export async function startNeverLoadingLookAlike(): Promise<{ url: string; close(): void }> {
  const hanging = createServer(() => undefined);
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  const { port } = hanging.address() as AddressInfo;
  return {
    url: `${LOOK_ALIKE_FIELD}<img src="http://127.0.0.1:${port}/never.png">`,
    close() {
      hanging.close();
      hanging.closeAllConnections();
    },
  };
}
