/**
 * The card's tag field (`card-field.html`, an extension page inside the card): its events go to
 * the content scripts of its own tab, and nowhere else. See `lib/messaging/protocol/card-field.ts`.
 */
import { browser, type Browser } from 'wxt/browser';
import { CARD_FIELD_PORT_PREFIX } from '../messaging/ports';
import { CARD_FIELD_PAGE, FrameToken, type RequestOf } from '../messaging/protocol';
import { HandlerError, isExtensionPage, type MessageSender, type SenderPolicy } from './router';

export type SendToTab = (tabId: number, message: unknown) => Promise<unknown>;

const sendToTab: SendToTab = (tabId, message) => browser.tabs.sendMessage(tabId, message);

/** The field page of this extension, drawn in a tab: its tab, else undefined. */
function fieldTab(sender: MessageSender | undefined, policy: SenderPolicy): number | undefined {
  const page = sender?.url?.split(/[?#]/)[0];
  if (!sender || !isExtensionPage(sender, policy)) return undefined;
  return page === `${policy.extensionOrigin}${CARD_FIELD_PAGE}` ? sender.tab?.id : undefined;
}

/**
 * Each field holds a port open (`CARD_FIELD_PORT_PREFIX` + its token); when it closes (the
 * field's page went: the page navigated the frame, or the card removed it), the field's card
 * hears `leaving`. A card that removed its field has forgotten the token and ignores it.
 */
export function watchCardFieldPorts(
  policy: () => SenderPolicy,
  send: SendToTab = sendToTab,
  onConnect: Pick<
    Browser.events.Event<(port: Browser.runtime.Port) => void>,
    'addListener'
  > = browser.runtime.onConnect,
): void {
  onConnect.addListener((port) => {
    if (!port.name.startsWith(CARD_FIELD_PORT_PREFIX)) return;
    const token = port.name.slice(CARD_FIELD_PORT_PREFIX.length);
    const tabId = fieldTab(port.sender, policy());
    if (!FrameToken.safeParse(token).success || tabId === undefined) {
      port.disconnect();
      return;
    }
    port.onDisconnect.addListener(() => {
      const event = { kind: 'leaving' };
      void send(tabId, { type: 'cardField.event', token, event }).catch(() => undefined);
    });
  });
}

const DEMO_HOLD_KEY = 'demoHoldCardField';

/**
 * The demo build only (a test hook): while `storage.session` holds `demoHoldCardField: true`,
 * a field's `ready` waits here, so a test can type into a card whose field is still "loading"
 * (a busy machine) and then release it. The background reads it, as it can in both browsers
 * (Firefox keeps `storage.session` from an extension page framed in a web page); content
 * scripts can neither read nor write it, and it only ever delays a field. The product build
 * never reads it.
 */
async function demoFieldHold(): Promise<void> {
  if (import.meta.env.MODE !== 'demo') return;
  const held = async () =>
    (await browser.storage.session.get(DEMO_HOLD_KEY))[DEMO_HOLD_KEY] === true;
  if (!(await held().catch(() => false))) return;
  await new Promise<void>((resolve) => {
    const release = () => {
      browser.storage.onChanged.removeListener(onChanged);
      resolve();
    };
    const onChanged = (changes: Record<string, { newValue?: unknown }>, area: string) => {
      const change = changes[DEMO_HOLD_KEY];
      if (area === 'session' && change && change.newValue !== true) release();
    };
    browser.storage.onChanged.addListener(onChanged);
    // Released between the first read and the listener: read again.
    void held().then((still) => !still && release(), release);
  });
}

export function createCardFieldHandlers(policy: () => SenderPolicy, send: SendToTab = sendToTab) {
  return {
    'cardField.event': async (
      { token, event }: RequestOf<'cardField.event'>,
      sender: MessageSender,
    ) => {
      // Only the field page, drawn in a tab (never the popup or options, never a page script:
      // those cannot send runtime messages at all).
      const tabId = fieldTab(sender, policy());
      if (tabId === undefined) {
        throw new HandlerError('forbidden_sender', 'Only the card\u2019s field sends this.');
      }
      if (event.kind === 'ready') await demoFieldHold();
      // Every frame of that tab hears it; only the card that made the token acts on it.
      await send(tabId, { type: 'cardField.event', token, event }).catch(() => undefined);
      return null;
    },
    // The content script's state for its field. Chromium delivers a content script's runtime
    // message to the extension pages, the field among them; Firefox does not deliver it to an
    // extension page framed in a web page, but its tab messages reach the extension frames of
    // the tab. So the background passes the state on to the sender's own tab (the content
    // scripts there ignore it; only the field holding the token keeps it).
    'cardField.state': async (
      { token, state }: RequestOf<'cardField.state'>,
      sender: MessageSender,
    ) => {
      const tabId = sender.tab?.id;
      if (tabId === undefined) return null;
      await send(tabId, { type: 'cardField.state', token, state }).catch(() => undefined);
      return null;
    },
  };
}
