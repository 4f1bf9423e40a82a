import { PhoneHistory } from '../history';
import type { Locale } from '../../lib/i18n/translate';
import type { CardModel } from '../../lib/content/card-model';
import type { PhoneDetail, TagTarget } from '../../lib/lookup/types';
import { CardOrders } from '../orders/CardOrders';
import { FailingWrites } from './FailingWrites';
import { QuickTag } from './QuickTag';
import { cardText, errorText } from './text';

export interface CardDetailProps {
  model: CardModel;
  detail: PhoneDetail;
  locale: Locale;
  timeZone?: string;
}

/**
 * What is known about the number: the quick tag field, writes that went wrong, then the shared
 * history view (the same one the popup shows) with the card's tag actions wired in. The
 * history offers removal on every chip; card.css hides it on leads, whose tags the service
 * cannot remove, and the model ignores a lead removal.
 */
export function CardDetail({ model, detail, locale, timeZone }: CardDetailProps) {
  const { t } = cardText(locale);
  const failures = model.tagFailures.value;
  const addTag = (target: TagTarget, tag: string) => void model.addTag(target, tag);
  return (
    <>
      <QuickTag
        detail={detail}
        suggestions={model.suggestions.value}
        locale={locale}
        onAdd={addTag}
        onQuery={(prefix) => model.querySuggestions(prefix)}
      />
      {failures.length > 0 && (
        <ul class="tl-card-failures" role="alert">
          {failures.map((failure) => (
            <li key={`${failure.op}-${failure.tag}`}>
              {t(failure.op === 'add' ? 'card.tagFailed' : 'card.tagRemoveFailed', {
                tag: failure.tag,
                reason: errorText(failure.error, locale),
              })}
            </li>
          ))}
        </ul>
      )}
      <FailingWrites
        writes={model.failingWrites.value}
        locale={locale}
        onRetry={(id) => void model.retryWrite(id)}
      />
      <CardOrders phone={detail.phone} locale={locale} />
      <PhoneHistory
        detail={detail}
        locale={locale}
        timeZone={timeZone}
        outbox={model.pendingWrites.value}
        suggestions={model.suggestions.value}
        onAddTag={addTag}
        onRemoveTag={(target, tag) => void model.removeTag(target, tag)}
        onTagQuery={(prefix) => model.querySuggestions(prefix)}
      />
    </>
  );
}
