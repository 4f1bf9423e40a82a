import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { createPhoneScanner, isDetectionDisabled, isLookUpAnyway, watchUrlChanges } from '../dom';
import type { ScannedMatch } from '../dom/types';
import { ask } from '../messaging/client';
import { findPhones, type CountryCode } from '../phone';
import { createCardModel, type CardSubject } from './card-model';
import { explainSelection } from './explain-selection';
import { mountCardUi, type CardAnchor, type CardUi } from './card-ui';
import { isLookupShortcut, readFocusTarget } from './focus-target';
import { createHoverController, type Point } from './hover';
import { contentLocale } from './locale';
import { createPhoneReporter } from './phone-reporter';
import { createShadowRootGetter } from './shadow-roots';
import { TabMessage, type OpenForTextAnswer, type PingAnswer } from './tab-messages';

export interface CrmContentOptions {
  css: string;
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

  const reporter = createPhoneReporter({
    send: (phones) => ask({ type: 'page.phones', phones }),
  });
  const scanner = createPhoneScanner({
    root: document,
    match: (text) => findPhones(text, { defaultRegion }),
    getShadowRoot: createShadowRootGetter(),
    signal: ctx.signal,
    onChange: (summary) => reporter.update(summary.digits),
    ignoreOptOut: anyway,
  });

  const model = createCardModel({ ask });
  let cardUi: CardUi | undefined;
  let mounting: Promise<CardUi> | undefined;
  // The card's shadow root is created on first use: pages without numbers get nothing added.
  const card = () =>
    (mounting ??= mountCardUi(ctx, {
      model,
      locale,
      css: options.css,
      shadowMode: options.shadowMode,
      onHidden: () => hover.setShown(undefined),
    }).then((ui) => (cardUi = ui)));

  const showCard = async (
    subject: CardSubject,
    anchor: CardAnchor,
    showOptions: { focus?: boolean; returnFocusTo?: Element | null } = {},
  ) => {
    const ui = await card();
    if (ctx.isInvalid) return;
    ui.show(subject, anchor, showOptions);
  };

  const hover = createHoverController<ScannedMatch>({
    matchAt: (x, y, target) => scanner.matchAt(x, y, target),
    sameMatch: (a, b) => a === b || (a.digits === b.digits && a.element === b.element),
    show: (match, point) => void showCard(subjectOf(match), anchorOf(match, point)),
    hide: () => cardUi?.hide(),
  });

  ctx.addEventListener(
    document,
    'pointermove',
    (event) => {
      // The page can dispatch synthetic events; only the user's own pointer opens the card.
      if (!event.isTrusted || event.pointerType === 'touch') return;
      const target = event.composedPath()[0];
      hover.onPointerMove({
        x: event.clientX,
        y: event.clientY,
        target: target instanceof Node ? target : undefined,
        overCard: cardUi?.containsEvent(event) ?? false,
      });
    },
    { capture: true, passive: true },
  );
  ctx.addEventListener(document, 'mouseout', (event) => {
    if (!event.relatedTarget) hover.onPointerLeave();
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
      await showCard(subject, { rects }, showOptions);
    } else {
      // Asked for explicitly, so say why nothing was detected rather than do nothing.
      if (text.trim() === '') return false;
      const explanation = explainSelection(text.slice(0, MAX_EXPLAINED_LENGTH), defaultRegion);
      const ui = await card();
      if (ctx.isInvalid) return false;
      ui.explain(explanation, { rects }, showOptions);
    }
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
      }
    },
    { capture: true },
  );

  const onMessage = (raw: unknown): Promise<PingAnswer | OpenForTextAnswer> | undefined => {
    const parsed = TabMessage.safeParse(raw);
    if (!parsed.success) return undefined;
    const message = parsed.data;
    if (message.type === 'content.ping') return Promise.resolve({ alive: true });
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
