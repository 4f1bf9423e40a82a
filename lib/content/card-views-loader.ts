import type { Ask, createCardModel } from './card-model';
import type { CardRenderer, mountCardUi } from './card-ui';

/**
 * The card's views (Preact, the card and history components, their strings and styles) are a
 * second script, `entrypoints/card-views.content.ts`, that the background runs in this frame's
 * content script world when the first card is shown. It leaves them here.
 */
export const CARD_VIEWS_GLOBAL = '__trackerLensCardViews';

export interface CardViews {
  mountCardUi: typeof mountCardUi;
  createCardModel: typeof createCardModel;
  /** The card's view (components/card/render-card.ts): lib never imports components. */
  renderCard: CardRenderer;
  css: string;
}

const loaded = (): CardViews | undefined =>
  (globalThis as Record<string, unknown>)[CARD_VIEWS_GLOBAL] as CardViews | undefined;

let loading: Promise<CardViews> | undefined;

/**
 * The card's views, loaded once per frame (callers at the same time share one load); rejects
 * with the reason when they cannot be, and the next call tries again.
 */
export function loadCardViews(ask: Ask): Promise<CardViews> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  loading ??= requestViews(ask).finally(() => {
    loading = undefined;
  });
  return loading;
}

async function requestViews(ask: Ask): Promise<CardViews> {
  const answer = await ask({ type: 'card.views' });
  if (!answer.ok) throw new Error(`The card could not be loaded: ${answer.error.message}`);
  const views = loaded();
  if (!views) throw new Error('The card could not be loaded: its script left nothing behind.');
  return views;
}
