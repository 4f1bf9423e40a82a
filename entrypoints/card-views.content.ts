import cardCss from '../components/card/card.css?inline';
import historyCss from '../components/history/history.css?inline';
import { renderCard } from '../components/card/render-card';
import themeCss from '../components/ui/theme.css?inline';
import { createCardModel } from '../lib/content/card-model';
import { mountCardUi } from '../lib/content/card-ui';
import { CARD_VIEWS_GLOBAL, type CardViews } from '../lib/content/card-views-loader';

// The card's views, apart from the scanner that runs in every frame: the background runs this
// in a frame's content script world when the frame shows its first card (`card.views`), and
// the CRM content script takes them from there (lib/content/card-views-loader.ts). Never in the
// manifest, never registered.
export default defineContentScript({
  matches: [],
  registration: 'runtime',
  cssInjectionMode: 'manual',
  // No legacy window.postMessage at start (see crm.content).
  noScriptStartedPostMessage: true,
  main() {
    const views: CardViews = {
      mountCardUi,
      createCardModel,
      renderCard,
      css: [themeCss, historyCss, cardCss].join('\n'),
    };
    (globalThis as Record<string, unknown>)[CARD_VIEWS_GLOBAL] = views;
  },
});
