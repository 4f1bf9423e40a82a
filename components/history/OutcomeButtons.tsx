import { callback } from '../../lib/i18n/messages/callback';
import type { Locale } from '../../lib/i18n/translate';
import { translatorFor } from '../ui/translator';

const text = translatorFor(callback);

export interface OutcomeButtonsProps {
  /** The team's outcome tags (settings `outcomeTags`). */
  outcomes: readonly string[];
  /** The call's tags: an outcome it already has shows as chosen. */
  tags: readonly string[];
  locale: Locale;
  /** A write under way: the buttons wait. */
  busy?: boolean;
  onPick: (tag: string) => void;
}

/** The outcome of a call in one click: each tag a button; the tag write goes through the outbox. */
export function OutcomeButtons({ outcomes, tags, locale, busy, onPick }: OutcomeButtonsProps) {
  const t = text(locale);
  if (outcomes.length === 0) return null;
  return (
    <div class="tl-outcomes" role="group" aria-label={t('outcomes.label')}>
      <span class="tl-outcomes-label">{t('outcomes.label')}:</span>
      {outcomes.map((tag) => {
        const chosen = tags.includes(tag);
        return (
          <button
            key={tag}
            type="button"
            class={`tl-button tl-button--small tl-outcome${chosen ? ' is-chosen' : ''}`}
            data-tag={tag}
            aria-pressed={chosen}
            disabled={busy === true || chosen}
            title={chosen ? t('outcomes.saved', { tag }) : t('outcomes.title', { tag })}
            onClick={() => onPick(tag)}
          >
            {tag}
          </button>
        );
      })}
    </div>
  );
}
