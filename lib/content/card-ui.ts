import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createShadowRootUi } from 'wxt/utils/content-script-ui/shadow-root';
import { UI_HOST_TAG } from '../dom/skip-rules';
import { createCardFields, type CardFields } from './card-fields';
import { createTypingHold } from './card-typing-hold';
import { guardCard, raiseLayer, type CardGuard } from './card-guard';
import type { Locale } from '../i18n/translate';
import type { CardModel, CardSubject } from './card-model';
import type { NoMatchExplanation } from '../phone/explain-selection';
import type { Point } from './hover';
import { pickAnchorRect, placeCard, type RectLike } from './position';

/** The part of the card that scrolls when the card is taller than the window allows. */
const CARD_SCROLLER = '.tl-card-body';

/** Where the card points: live rects (a Range or element moves with the page). */
export interface CardAnchor {
  rects(): RectLike[];
  point?: Point;
}

export interface ShowOptions {
  /** Move focus into the card (keyboard and context-menu openings). */
  focus?: boolean;
  /** Where focus goes back on close. */
  returnFocusTo?: Element | null;
}

export interface CardUi {
  show(subject: CardSubject, anchor: CardAnchor, options?: ShowOptions): void;
  /** Shows why the text the user asked about is not detected as a number. */
  explain(explanation: NoMatchExplanation, anchor: CardAnchor, options?: ShowOptions): void;
  hide(): void;
  isOpen(): boolean;
  /** True when an event happened inside the card. */
  containsEvent(event: Event): boolean;
  /** Focus the card (Tab while it is open). */
  focus(): void;
  /**
   * A key event seen on `window` in the capture phase: true when it was typed into the card
   * itself while its tag field loads, and is held for the field (the caller stops it).
   */
  holdTyping(event: KeyboardEvent): boolean;
  reposition(): void;
  /** Draws the card again in another language (the options changed it). */
  setLocale(locale: Locale): void;
}

/**
 * Draws the card's view into `into` and answers how to take it away. The entrypoint passes
 * the view in (components/card/render-card.ts), so this folder never imports views.
 */
export type CardRenderer = (
  into: HTMLElement,
  props: { model: CardModel; locale: Locale; onClose: () => void; fields: CardFields },
) => () => void;

export interface CardUiOptions {
  model: CardModel;
  render: CardRenderer;
  locale: Locale;
  css: string;
  /** Closed in production, so page scripts cannot read the card; open in the demo for tests. */
  shadowMode: 'open' | 'closed';
  /** Called when the card closes by itself (Esc, close button). */
  onHidden: () => void;
  /** Called on every close, whatever the reason; `hadFocus`: focus was inside the card. */
  onClosed?: (info: { hadFocus: boolean }) => void;
}

// Page handlers (link delegation, CRM hotkeys) must not see what happens inside the card.
const ISOLATED_EVENTS = [
  'click',
  'dblclick',
  'auxclick',
  'mousedown',
  'mouseup',
  'pointerdown',
  'pointerup',
  'touchstart',
  'touchend',
  'keydown',
  'keyup',
  'keypress',
  'contextmenu',
  'submit',
] as const;

/**
 * Calls `moved` whenever the card may have to move: a size change, new content of the same size
 * as the last one reported (the resize observer stays silent then, though the card may have been
 * measured at an intermediate render, e.g. the loading state), a scroll or a resize.
 */
function followLayoutChanges(
  ctx: ContentScriptContext,
  layer: HTMLElement | undefined,
  moved: () => void,
): void {
  const resize = new ResizeObserver(moved);
  const content = new MutationObserver(moved);
  if (layer) {
    resize.observe(layer);
    content.observe(layer, { childList: true, subtree: true, characterData: true });
  }
  ctx.onInvalidated(() => {
    resize.disconnect();
    content.disconnect();
  });
  ctx.addEventListener(window, 'scroll', moved, { capture: true, passive: true });
  ctx.addEventListener(window, 'resize', moved, { passive: true });
}

/**
 * One card per frame, in a shadow root at the end of `<html>` (a SPA replacing `<body>` cannot
 * remove it) and in the top layer (`popover="manual"`), so page dialogs cannot cover it.
 */
export async function mountCardUi(
  ctx: ContentScriptContext,
  options: CardUiOptions,
): Promise<CardUi> {
  const { model } = options;
  let layer: HTMLDivElement | undefined;
  let shadowRoot: ShadowRoot | undefined;
  let open = false;
  let anchor: CardAnchor | undefined;
  let returnFocusTo: Element | null = null;
  let frame = 0;
  let guard: CardGuard | undefined;
  let unrender: (() => void) | undefined;
  // The tag fields: extension pages in iframes, so the page never sees what is typed there;
  // keys typed into the card before its field is ready are held for it.
  const typing = createTypingHold();
  const fields = createCardFields({
    typing,
    allowsAction: () => guard?.allowsAction() ?? false,
    escape: () => {
      hide();
      options.onHidden();
    },
  });
  ctx.onInvalidated(() => fields.stop());

  let locale = options.locale;
  const draw = (into: HTMLElement) =>
    options.render(into, {
      model,
      locale,
      onClose: () => {
        hide();
        options.onHidden();
      },
      fields,
    });

  const ui = await createShadowRootUi(ctx, {
    name: UI_HOST_TAG,
    position: 'inline',
    anchor: 'html',
    append: 'last',
    mode: options.shadowMode,
    css: options.css,
    onMount(container, shadow) {
      shadowRoot = shadow;
      const div = createCardLayer(container, () => {
        hide();
        options.onHidden();
      });
      layer = div;
      guard = guardCard({ shadowRoot: shadow, layer: div, raise: () => raiseLayer(div) });
      unrender = draw(div);
      return div;
    },
    onRemove() {
      guard?.disconnect();
      unrender?.();
      unrender = undefined;
    },
  });
  ui.mount();

  keepHostAttached(ctx, ui.shadowHost);

  followLayoutChanges(ctx, layer, () => schedulePosition());

  function schedulePosition() {
    if (!open || frame !== 0) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      position();
    });
  }

  function position() {
    if (open && layer && anchor) placeLayer(layer, anchor);
  }

  /**
   * A modal page dialog makes the rest of the document inert, top layer included: the card
   * would show above it but ignore the pointer. While one is open, the host lives inside it
   * (our own element; page content is not touched). Returns true when the host moved.
   */
  function placeHost(): boolean {
    const host = ui.shadowHost;
    const modals = document.querySelectorAll('dialog:modal');
    const parent = modals[modals.length - 1] ?? document.documentElement;
    if (host.parentNode === parent) return false;
    if (layer?.matches(':popover-open')) layer.hidePopover();
    parent.append(host);
    return true;
  }

  // The card renders on the next tick after the model changes: wait for it, briefly.
  function focusInside(attempts = 10) {
    const target = layer?.querySelector<HTMLElement>('.tl-card');
    if (target) target.focus({ preventScroll: true });
    else if (attempts > 0 && open) requestAnimationFrame(() => focusInside(attempts - 1));
  }

  function hide() {
    if (!open || !layer) return;
    const hadFocus = shadowRoot?.activeElement != null;
    open = false;
    anchor = undefined;
    if (frame !== 0) cancelAnimationFrame(frame);
    frame = 0;
    if (layer.matches(':popover-open')) layer.hidePopover();
    layer.hidden = true;
    typing.reset();
    model.close();
    if (hadFocus && returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) {
      returnFocusTo.focus({ preventScroll: true });
    }
    returnFocusTo = null;
    options.onClosed?.({ hadFocus });
  }

  function reveal(nextAnchor: CardAnchor, showOptions: ShowOptions, fill: () => void) {
    if (!layer) return;
    anchor = nextAnchor;
    returnFocusTo =
      showOptions.returnFocusTo ?? (showOptions.focus ? document.activeElement : null);
    typing.reset();
    fill();
    layer.hidden = false;
    if (placeHost()) open = false;
    if (!open) {
      open = true;
      // Re-entering the top layer puts the card above dialogs opened since.
      if (typeof layer.showPopover === 'function') layer.showPopover();
      guard?.shown();
    }
    position();
    // The view renders the opened model after this task: place it again once it has.
    schedulePosition();
    if (showOptions.focus) focusInside();
  }

  return {
    show: (subject, nextAnchor, showOptions = {}) =>
      reveal(nextAnchor, showOptions, () => model.open(subject)),
    explain: (explanation, nextAnchor, showOptions = {}) =>
      reveal(nextAnchor, showOptions, () => model.explain(explanation)),
    hide,
    isOpen: () => open,
    containsEvent: (event) => event.composedPath().includes(ui.shadowHost),
    focus: () => focusInside(),
    holdTyping: (event) => {
      const card = layer?.querySelector('.tl-card');
      const onCard = open && !!card && shadowRoot?.activeElement === card;
      return onCard && event.target === ui.shadowHost && typing.hold(event);
    },
    reposition: position,
    setLocale: (next) => {
      if (next === locale) return;
      locale = next;
      // The same tree drawn again with the new words: Preact keeps the open card's state.
      if (layer) unrender = draw(layer);
      if (open) schedulePosition();
    },
  };
}

/** The card's layer: a hidden manual popover whose events stay inside; Escape calls `onEscape`. */
function createCardLayer(container: HTMLElement, onEscape: () => void): HTMLDivElement {
  const div = document.createElement('div');
  div.className = 'tl-card-layer';
  div.setAttribute('popover', 'manual');
  div.hidden = true;
  container.append(div);
  for (const type of ISOLATED_EVENTS) {
    div.addEventListener(type, (event) => event.stopPropagation());
  }
  div.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
    }
  });
  return div;
}

/** Keeps the host attached if the page rewrites the document element's children. */
function keepHostAttached(ctx: ContentScriptContext, host: HTMLElement): void {
  const keepAttached = new MutationObserver(() => {
    if (!host.isConnected) document.documentElement.append(host);
  });
  // (Inside a closed modal dialog the host is moved back on the next show.)
  keepAttached.observe(document.documentElement, { childList: true });
  ctx.onInvalidated(() => keepAttached.disconnect());
}

/** Places the layer next to its anchor, inside the viewport. */
function placeLayer(layer: HTMLElement, anchor: CardAnchor): void {
  const rect = pickAnchorRect(anchor.rects(), anchor.point);
  if (!rect) return;
  // Measured at its natural height, which scrolls the card's body back to the top: the
  // reader's place (a tag removed far down the history) is put back afterwards.
  const scroller = layer.querySelector<HTMLElement>(CARD_SCROLLER);
  const scrolledTo = scroller?.scrollTop ?? 0;
  layer.style.maxHeight = '';
  const size = { width: layer.offsetWidth, height: layer.offsetHeight };
  const placement = placeCard(rect, size, {
    width: document.documentElement.clientWidth || window.innerWidth,
    height: window.innerHeight,
  });
  layer.style.left = `${placement.left}px`;
  layer.style.top = `${placement.top}px`;
  layer.style.maxHeight = placement.maxHeight === undefined ? '' : `${placement.maxHeight}px`;
  layer.dataset.side = placement.side;
  if (scroller && scrolledTo > 0) scroller.scrollTop = scrolledTo;
}
