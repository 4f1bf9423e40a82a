import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { Locale } from '../i18n/translate';
import { ask } from '../messaging/client';
import { watchOutbox } from '../messaging/outbox-watch';
import type { CardContent } from './card-to-ancestors';
import type { CardAnchor, CardUi, ShowOptions } from './card-ui';
import { loadCardViews } from './card-views-loader';
import { MAX_EXPLAINED_LENGTH } from '../messaging/protocol/content-limits';
import type { NoMatchExplanation } from '../phone/explain-selection';

/** Why `text` is not a number, read by the background (the diagnostic stays out of every frame). */
async function explain(text: string): Promise<NoMatchExplanation> {
  const answer = await ask({ type: 'phone.explain', text });
  return answer.ok ? answer.data : { text, rejections: [], failure: answer.error.message };
}

export interface CardHostOptions {
  locale: Locale;
  shadowMode: 'open' | 'closed';
  /** The card closed by itself (Esc, close button). */
  onHidden: () => void;
  /** The card closed, whatever the reason. */
  onClosed: (hadFocus: boolean) => void;
}

/** This frame's card, mounted on first use. */
export interface CardHost {
  /** The mounted card, if any card was shown in this frame. */
  current(): CardUi | undefined;
  /** Starts loading the views (the pointer rests on a number), so the first card is quick. */
  preload(): void;
  draw(content: CardContent, anchor: CardAnchor, showOptions: ShowOptions): Promise<void>;
  /** The card's language from now on (the options changed it); a drawn card follows at once. */
  setLocale(locale: Locale): void;
}

/**
 * The card's views and shadow root come on first use: pages without numbers get nothing added,
 * and frames never asked for a card never load the views (card-views-loader.ts).
 */
export function createCardHost(ctx: ContentScriptContext, options: CardHostOptions): CardHost {
  let cardUi: CardUi | undefined;
  let mounting: Promise<CardUi> | undefined;
  let draws = 0;
  let locale = options.locale;

  const mount = async (): Promise<CardUi> => {
    const views = await loadCardViews(ask);
    return views.mountCardUi(ctx, {
      model: views.createCardModel({ ask, watchOutbox }),
      locale,
      css: views.css,
      shadowMode: options.shadowMode,
      render: views.renderCard,
      onHidden: options.onHidden,
      onClosed: ({ hadFocus }) => options.onClosed(hadFocus),
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

  return {
    current: () => cardUi,
    setLocale: (next) => {
      locale = next;
      cardUi?.setLocale(next);
    },
    preload: () => {
      if (!cardUi) loadCardViews(ask).catch(() => undefined);
    },
    draw: async (content, anchor, showOptions) => {
      const turn = ++draws;
      const ui = await card();
      if (ctx.isInvalid) return;
      if (content.kind === 'number') {
        ui.show(content.subject, anchor, showOptions);
        return;
      }
      const explanation = await explain(content.text.slice(0, MAX_EXPLAINED_LENGTH));
      // A card asked for while the background read the text is the one to show.
      if (ctx.isInvalid || turn !== draws) return;
      ui.explain(explanation, anchor, showOptions);
    },
  };
}
