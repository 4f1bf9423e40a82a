/**
 * The content script's side of the card's tag fields: each field is an extension page
 * (`card-field.html`) in an iframe inside the card, so what the user types there never reaches
 * the page, not even its capture-phase listeners (SECURITY.md, "The user's input in the card").
 *
 * A field and its card share a random token, the iframe's URL fragment. The field's events
 * (ready, the text typed so far, submit, Esc) come as the `cardField.event` tab message, which
 * only the background sends, and only for the field page of this tab; the card answers with
 * the field's state (label, suggestions, the reason writes are off, whether a submit was
 * queued) as the `cardField.state` runtime message, which the background passes on to this tab
 * (Firefox delivers it to the field's frame only that way; Chromium's extension pages also hear
 * it directly). Page scripts can neither send nor hear runtime or tab messages, and the field
 * ignores `postMessage`.
 */
import { browser } from 'wxt/browser';
import type { FieldEvent, FieldState } from '../messaging/protocol/card-field';
import { MAX_FIELD_SUGGESTIONS } from '../messaging/protocol/content-limits';
import { CARD_PLAYER_PAGE, playerAddress, type PlayerShown } from './card-player';
import type { TypingHold } from './card-typing-hold';

export type { FieldState };

/** The card's view of a field: the state to show, and what to do with its events. */
export interface FieldHandlers {
  /** The page in the frame proved to be this field (see `loaded`): its input is drawn. */
  onReady?(): void;
  onQuery(prefix: string): void;
  /** Tags the field's target; false when nothing was queued (writes are off). */
  onSubmit(tag: string): boolean;
  /** The field's page is going while the card still shows it: the page navigated the frame. */
  onLeaving?(): void;
}

export interface FieldLink {
  /** The iframe's address. */
  readonly src: string;
  /** Shows this state in the field. */
  show(state: FieldShown): void;
  /**
   * The iframe element fired `load`: asks the document now in it to prove it is this field
   * (only the field page holding the token can answer, with `onReady`). Answers how many
   * loads there were: the field page never navigates, so a second one means the page
   * navigated the frame (a look-alike field would read the typing) and the card drops it.
   */
  loaded(): number;
  close(): void;
}

export interface CardFields {
  /**
   * A new field, drawn at once with `initial` (carried in its address, see `fieldAddress`; give
   * suggestions later through `show`, keeping the address short).
   */
  open(handlers: FieldHandlers, initial: FieldShown): FieldLink;
  /** The address of a recording player (`card-player.ts`), an extension page in the card. */
  playerSrc(shown: PlayerShown): string;
  /**
   * For the field that takes the card's focus, once it is ready: the keys typed into the card
   * while it loaded (`card-typing-hold.ts`), given once.
   */
  takeTyped(): string;
}

/** The state the card gives a field; the field adds the answers to its submits. */
export type FieldShown = Omit<FieldState, 'ack' | 'probe' | 'suggestions'> & {
  suggestions: readonly string[];
};

export interface CardFieldsOptions {
  /** Whether the card may act now (the card guard: visible and uncovered); raises it if not. */
  allowsAction(): boolean;
  /** Esc in a field: close the card. */
  escape(): void;
  /** `runtime.getURL`. */
  pageUrl?: (path: string) => string;
  send?: (message: unknown) => Promise<unknown>;
  /** Keys typed into the card while its field loads. */
  typing?: TypingHold;
}

const TOKEN = /^[0-9a-f]{32}$/;
const MAX_TAG = 64;

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Checks a `cardField.event` by hand (the background validated it with zod before passing it
 * on; zod stays out of the content scripts).
 */
export function parseFieldEvent(raw: unknown): { token: string; event: FieldEvent } | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { type, token, event } = raw as Record<string, unknown>;
  if (type !== 'cardField.event' || typeof token !== 'string' || !TOKEN.test(token)) return;
  if (typeof event !== 'object' || event === null) return undefined;
  const { kind, prefix, id, tag, probe } = event as Record<string, unknown>;
  if (kind === 'escape' || kind === 'leaving') return { token, event: { kind } };
  if (kind === 'ready' && typeof probe === 'number' && Number.isInteger(probe) && probe > 0) {
    return { token, event: { kind, probe } };
  }
  if (kind === 'query' && typeof prefix === 'string' && prefix.length <= MAX_TAG) {
    return { token, event: { kind, prefix } };
  }
  if (
    kind === 'submit' &&
    typeof id === 'number' &&
    Number.isInteger(id) &&
    id >= 0 &&
    typeof tag === 'string'
  ) {
    const trimmed = tag.trim();
    if (trimmed.length > 0 && trimmed.length <= MAX_TAG) {
      return { token, event: { kind, id, tag: trimmed } };
    }
  }
  return undefined;
}

/**
 * The field page's fragment: its token, and the state to draw before any message arrives, so
 * its input is there as soon as the page has loaded (the card moves focus to a field only
 * then: keys sent to a frame still loading would be lost). The token is no secret from this
 * tab's content scripts; the page cannot read it in the product build (the card's shadow root
 * is closed), and cannot send runtime messages with it anyway.
 */
export function fieldAddress(token: string, initial: FieldShown): string {
  return `#${token}&${encodeURIComponent(JSON.stringify(initial))}`;
}

export function createCardFields(options: CardFieldsOptions): CardFields & { stop(): void } {
  const pageUrl = options.pageUrl ?? ((path: string) => browser.runtime.getURL(path as '/'));
  const send = options.send ?? ((message: unknown) => browser.runtime.sendMessage(message));
  const links = new Map<string, { handlers: FieldHandlers; state: FieldState; loads: number }>();

  const push = (token: string, state: FieldState) =>
    void send({ type: 'cardField.state', token, state }).catch(() => undefined);

  const onMessage = (raw: unknown): undefined => {
    const parsed = parseFieldEvent(raw);
    const link = parsed && links.get(parsed.token);
    if (!parsed || !link) return undefined;
    const { token, event } = parsed;
    switch (event.kind) {
      case 'ready':
        // Only the answer to the latest load's probe: the document now in the frame.
        if (event.probe === link.loads) link.handlers.onReady?.();
        break;
      case 'query':
        link.handlers.onQuery(event.prefix);
        break;
      case 'escape':
        options.escape();
        break;
      case 'leaving':
        link.handlers.onLeaving?.();
        break;
      case 'submit': {
        // The card guard decides as for a click in the card: a covered card does nothing.
        const queued = options.allowsAction() && link.handlers.onSubmit(event.tag);
        link.state = { ...link.state, ack: { id: event.id, queued } };
        push(token, link.state);
        break;
      }
    }
    return undefined;
  };
  browser.runtime.onMessage.addListener(onMessage);

  return {
    open(handlers, initial) {
      const token = newToken();
      links.set(token, {
        handlers,
        state: { ...initial, suggestions: initial.suggestions.slice(0, MAX_FIELD_SUGGESTIONS) },
        loads: 0,
      });
      return {
        src: pageUrl('/card-field.html') + fieldAddress(token, initial),
        show(state) {
          const link = links.get(token);
          if (!link) return;
          // The field takes no more suggestions than this (its page checks the state).
          const suggestions = state.suggestions.slice(0, MAX_FIELD_SUGGESTIONS);
          // The held keys stay in every later state: the field puts them first once (by id).
          const typed = state.typed ?? link.state.typed;
          link.state = { ...state, suggestions, ack: link.state.ack, typed };
          push(token, link.state);
        },
        loaded() {
          const link = links.get(token);
          if (!link) return 0;
          link.loads += 1;
          push(token, { ...link.state, probe: link.loads });
          return link.loads;
        },
        close: () => void links.delete(token),
      };
    },
    playerSrc: (shown) => pageUrl(`/${CARD_PLAYER_PAGE}`) + playerAddress(shown),
    takeTyped: () => options.typing?.take() ?? '',
    stop() {
      links.clear();
      browser.runtime.onMessage.removeListener(onMessage);
    },
  };
}
