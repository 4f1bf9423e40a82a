import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createPhoneScanner, isDetectionDisabled, isLookUpAnyway, watchUrlChanges } from '../dom';
import type { ScannedMatch } from '../dom/types';
import { ask } from '../messaging/client';
import { watchOutbox } from '../messaging/outbox-watch';
import { findPhones, phoneContextOf, type CountryCode } from '../phone';
import type { CardSubject } from './card-model';
import { createCardRelay, type CardContent, type CardRelayOut } from './card-relay';
import { explainSelection } from './explain-selection';
import type { CardAnchor, CardUi, ShowOptions } from './card-ui';
import { loadCardViews } from './card-views';
import { createChildCards } from './child-cards';
import { linkToParent, watchChildFrames } from './frame-link';
import { isLookupShortcut, readFocusTarget } from './focus-target';
import { createHoverController, type Point } from './hover';
import { contentLocale } from './locale';
import { createPhoneReporter } from './phone-reporter';
import { watchRestOfWorld } from './phone-world';
import { createShadowRootGetter } from './shadow-roots';
import {
  TabMessage,
  type OpenForTextAnswer,
  type PingAnswer,
  type RelayAnswer,
} from '../messaging/tab-messages';

export interface CrmContentOptions {
  shadowMode: 'open' | 'closed';
}

const FALLBACK_REGION: CountryCode = 'RU';
/** A longer focused text is a page block, not something the user pointed at as a number. */
const MAX_EXPLAINED_LENGTH = 512;

/**
 * Everything the CRM content script does in one frame: find numbers, report them, and show
 * the card on hover, on Alt+Shift+L and on the context menu. All of it stops with `ctx`.
 */
export async function startCrmContent(
  ctx: ContentScriptContext,
  options: CrmContentOptions,
): Promise<void> {
  const anyway = isLookUpAnyway();
  if (isDetectionDisabled(document) && !anyway) return;
  const status = await ask({ type: 'setup.status' });
  if (ctx.isInvalid) return;
  const locale = contentLocale(status.ok ? status.data.language : undefined);
  const defaultRegion = (status.ok ? status.data.defaultRegion : FALLBACK_REGION) as CountryCode;
  const otherRegions = ((status.ok ? status.data.regions : undefined) ?? []).filter(
    (region) => region !== defaultRegion,
  ) as CountryCode[];

  const reporter = createPhoneReporter({
    send: (phones) => ask({ type: 'page.phones', phones }),
  });
  const getShadowRoot = createShadowRootGetter();
  const scanner = createPhoneScanner({
    root: document,
    match: (text, around) =>
      findPhones(text, {
        defaultRegion,
        ...(around ? { context: phoneContextOf(text, around, otherRegions) } : {}),
      }),
    getShadowRoot,
    signal: ctx.signal,
    onChange: (summary) => reporter.update(summary.digits, summary.state === 'idle'),
    ignoreOptOut: anyway,
  });
  // A calling code outside the offered regions ("+852 …") brings their plans, then a new read.
  watchRestOfWorld(ask, () => scanner.rescanAll());

  let cardUi: CardUi | undefined;
  let mounting: Promise<CardUi> | undefined;
  // The card's views and shadow root come on first use: pages without numbers get nothing added,
  // and frames never asked for a card never load the views (card-views.ts).
  const mount = async (): Promise<CardUi> => {
    const views = await loadCardViews(ask);
    return views.mountCardUi(ctx, {
      model: views.createCardModel({ ask, watchOutbox }),
      locale,
      css: views.css,
      shadowMode: options.shadowMode,
      render: views.renderCard,
      onHidden: () => hover.setShown(undefined),
      onClosed: ({ hadFocus }) => children.closed(hadFocus),
    });
  };
  const card = () =>
    (mounting ??= mount().then(
      (ui) => (cardUi = ui),
      (error: unknown) => {
        mounting = undefined; // The next card asks again.
        throw error;
      },
    ));

  const drawHere = async (content: CardContent, anchor: CardAnchor, showOptions: ShowOptions) => {
    const ui = await card();
    if (ctx.isInvalid) return;
    if (content.kind === 'number') ui.show(content.subject, anchor, showOptions);
    else {
      const text = content.text.slice(0, MAX_EXPLAINED_LENGTH);
      ui.explain(explainSelection(text, defaultRegion), anchor, showOptions);
    }
  };

  // Frames (README.md, "Frames"): a card of a number in this frame is drawn by the topmost
  // ancestor frame of ours, so a small iframe cannot clip it; this frame draws it otherwise.
  const link = window === window.top ? undefined : linkToParent(ctx);
  const up: CardRelayOut | undefined = link
    ? createCardRelay(
        ctx,
        link,
        async (toFrameId, relay) => {
          const answer = await ask({ type: 'card.relay', toFrameId, relay });
          return answer.ok && answer.data.shown;
        },
        { onClosedAbove: () => hover.setShown(undefined) },
      )
    : undefined;
  const children = createChildCards({
    frames: watchChildFrames(
      ctx,
      (token) => void ask({ type: 'frame.adopt', token }),
      getShadowRoot,
    ),
    up,
    draw: (content, anchor, focus) => {
      hover.setShown(undefined, { pinned: focus });
      return drawHere(content, anchor, { focus });
    },
    hide: () => cardUi?.hide(),
    reposition: () => cardUi?.reposition(),
    focusCard: () => cardUi?.focus(),
    closedFor: (frameId, hadFocus) => void ask({ type: 'card.closedFor', frameId, hadFocus }),
  });

  const showCard = async (
    content: CardContent,
    anchor: CardAnchor,
    showOptions: ShowOptions = {},
  ) => {
    if (up && (await up.show(content, anchor, showOptions))) return;
    if (ctx.isInvalid) return;
    children.release();
    await drawHere(content, anchor, showOptions);
  };

  const hover = createHoverController<ScannedMatch>({
    matchAt: (x, y, target) => {
      const match = scanner.matchAt(x, y, target);
      // The pointer rests on a number: load the views while the show delay runs, so the first
      // card does not wait for them. A child frame's card is drawn above, which loads its own.
      if (match && !up && !cardUi) loadCardViews(ask).catch(() => undefined);
      return match;
    },
    sameMatch: (a, b) => a === b || (a.digits === b.digits && a.element === b.element),
    show: (match, point) =>
      void showCard({ kind: 'number', subject: subjectOf(match) }, anchorOf(match, point)),
    hide: () => {
      up?.hide(false);
      cardUi?.hide();
    },
  });

  ctx.addEventListener(
    document,
    'pointermove',
    (event) => {
      // The page can dispatch synthetic events; only the user's own pointer opens the card.
      if (!event.isTrusted || event.pointerType === 'touch') return;
      const target = event.composedPath()[0];
      const overCard = cardUi?.containsEvent(event) ?? false;
      children.pointerMoved(overCard);
      hover.onPointerMove({
        x: event.clientX,
        y: event.clientY,
        target: target instanceof Node ? target : undefined,
        overCard,
      });
    },
    { capture: true, passive: true },
  );
  ctx.addEventListener(document, 'mouseout', (event) => {
    if (event.relatedTarget) return;
    hover.onPointerLeave();
    children.pointerLeft();
  });

  // A card opened by keyboard or menu stays until dismissed: a click elsewhere closes it.
  ctx.addEventListener(
    document,
    'pointerdown',
    (event) => {
      if (cardUi?.isOpen() && !cardUi.containsEvent(event)) {
        cardUi.hide();
        hover.setShown(undefined);
      }
      if (up?.isOpenAbove()) {
        up.hide(true);
        hover.setShown(undefined);
      }
    },
    { capture: true, passive: true },
  );

  const openFromText = async (
    text: string,
    rects: () => DOMRect[] | { left: number; top: number; right: number; bottom: number }[],
    element: Element | null,
  ): Promise<boolean> => {
    const found = findPhones(text, { defaultRegion })[0];
    const showOptions = { focus: true, returnFocusTo: element };
    if (found) {
      const subject = { digits: found.digits, raw: found.raw, extension: found.extension };
      await showCard({ kind: 'number', subject }, { rects }, showOptions);
    } else {
      // Asked for explicitly, so say why nothing was detected rather than do nothing.
      if (text.trim() === '') return false;
      await showCard(
        { kind: 'text', text: text.slice(0, MAX_EXPLAINED_LENGTH) },
        { rects },
        showOptions,
      );
    }
    if (ctx.isInvalid) return false;
    hover.setShown(undefined, { pinned: true });
    return true;
  };

  ctx.addEventListener(
    window,
    'keydown',
    (event) => {
      if (!event.isTrusted) return;
      if (isLookupShortcut(event)) {
        const target = readFocusTarget(document);
        if (!target) return;
        event.preventDefault();
        event.stopPropagation();
        void openFromText(target.text, target.rects, target.element);
        return;
      }
      // Tab while the hover card is open moves into it, so keyboard users can reach it.
      if (
        event.key === 'Tab' &&
        !event.shiftKey &&
        !event.altKey &&
        !event.ctrlKey &&
        !event.metaKey &&
        cardUi?.isOpen() &&
        !cardUi.containsEvent(event)
      ) {
        event.preventDefault();
        cardUi.focus();
        hover.setShown(undefined, { pinned: true });
      } else if (event.key === 'Tab' && !event.shiftKey && up?.isOpenAbove()) {
        // The card is drawn by an ancestor frame: focus moves there.
        event.preventDefault();
        up.focus();
        hover.setShown(undefined, { pinned: true });
      }
    },
    { capture: true },
  );

  const onMessage = (
    raw: unknown,
  ): Promise<PingAnswer | OpenForTextAnswer | RelayAnswer | null> | undefined => {
    const parsed = TabMessage.safeParse(raw);
    if (!parsed.success) return undefined;
    const message = parsed.data;
    if (message.type === 'content.ping') return Promise.resolve({ alive: true });
    if (message.type === 'frame.adopted') {
      // Sent to every frame: only the one that chose the token answers.
      return link?.adopted(message.token, message.parentFrameId)
        ? Promise.resolve(null)
        : undefined;
    }
    if (message.type === 'card.fromChild') return children.handle(message.relay);
    if (message.type === 'card.closedAbove') {
      up?.closedAbove(message.hadFocus);
      return Promise.resolve(null);
    }
    const target = readFocusTarget(document);
    const rects = target?.rects ?? (() => [viewportTopRect()]);
    return openFromText(message.text, rects, target?.element ?? null).then((opened) => ({
      opened,
    }));
  };
  browser.runtime.onMessage.addListener(onMessage);

  watchUrlChanges(window, () => cardUi?.hide(), ctx.signal);

  ctx.onInvalidated(() => {
    browser.runtime.onMessage.removeListener(onMessage);
    hover.dispose();
    reporter.dispose();
    scanner.stop();
  });
}

function subjectOf(match: ScannedMatch): CardSubject {
  return { digits: match.digits, raw: match.raw, extension: match.extension };
}

function anchorOf(match: ScannedMatch, point: Point): CardAnchor {
  return {
    rects: () =>
      match.range ? [...match.range.getClientRects()] : [match.element.getBoundingClientRect()],
    point,
  };
}

/** Where a card goes when nothing on the page marks the number (a menu on other text). */
function viewportTopRect() {
  const left = Math.max(8, window.innerWidth / 2 - 190);
  return { left, right: left, top: 8, bottom: 8 };
}
