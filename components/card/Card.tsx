import { PhoneHistory } from '../history';
import { formatPhone } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { CardModel } from '../../lib/content/card-model';
import { QuickTag } from './QuickTag';
import { cardText, errorText, needsOptions } from './text';

export interface CardProps {
  model: CardModel;
  locale: Locale;
  onClose: () => void;
  /** IANA zone for times; tests pin it. */
  timeZone?: string;
}

/** The hover card's content: a header with the number, then one state of the lookup. */
export function Card({ model, locale, onClose, timeZone }: CardProps) {
  const subject = model.subject.value;
  if (!subject) return null;
  const { t } = cardText(locale);
  const view = model.view.value;
  const phone = formatPhone(subject.digits);
  return (
    <section
      class="tl-card"
      role="dialog"
      tabIndex={-1}
      aria-label={t('card.label', { phone })}
      aria-busy={view.kind === 'loading'}
    >
      <header class="tl-card-head">
        <span class="tl-card-phone">{phone}</span>
        {subject.extension && (
          <span class="tl-card-ext">{t('card.extension', { ext: subject.extension })}</span>
        )}
        <span class="tl-card-head-actions">
          {view.kind === 'ready' && (
            <button
              type="button"
              class="tl-card-icon"
              title={t('card.refresh')}
              aria-label={t('card.refresh')}
              onClick={() => model.reload()}
            >
              ↻
            </button>
          )}
          <button
            type="button"
            class="tl-card-icon tl-card-close"
            title={t('card.close')}
            aria-label={t('card.close')}
            onClick={onClose}
          >
            ×
          </button>
        </span>
      </header>
      <div class="tl-card-body">
        <CardBody model={model} locale={locale} timeZone={timeZone} />
      </div>
    </section>
  );
}

function CardBody({ model, locale, timeZone }: Omit<CardProps, 'onClose'>) {
  const { t, common } = cardText(locale);
  const view = model.view.value;
  switch (view.kind) {
    case 'loading':
      return (
        <p class="tl-card-status" role="status">
          <span class="tl-card-spinner" aria-hidden="true" />
          {t('card.loading')}
        </p>
      );
    case 'not-configured':
      return (
        <div class="tl-card-notice" role="status">
          <p class="tl-card-notice-title">{t('card.notConfigured.title')}</p>
          <p>{t('card.notConfigured.hint')}</p>
          <button
            type="button"
            class="tl-card-button tl-card-button--primary"
            onClick={() => model.openOptions()}
          >
            {common('action.openOptions')}
          </button>
        </div>
      );
    case 'error':
      return (
        <div class="tl-card-notice tl-card-notice--error" role="alert">
          <p class="tl-card-notice-title">{t('card.error.title')}</p>
          <p>{errorText(view.error, locale)}</p>
          <div class="tl-card-actions">
            {needsOptions(view.error) ? (
              <button
                type="button"
                class="tl-card-button tl-card-button--primary"
                onClick={() => model.openOptions()}
              >
                {common('action.openOptions')}
              </button>
            ) : (
              <button
                type="button"
                class="tl-card-button tl-card-button--primary"
                onClick={() => model.reload()}
              >
                {common('action.retry')}
              </button>
            )}
          </div>
        </div>
      );
    case 'ready': {
      const failures = model.tagFailures.value;
      return (
        <>
          <QuickTag
            detail={view.detail}
            suggestions={model.suggestions.value}
            locale={locale}
            onAdd={(target, tag) => void model.addTag(target, tag)}
            onQuery={(prefix) => model.querySuggestions(prefix)}
          />
          {failures.length > 0 && (
            <ul class="tl-card-failures" role="alert">
              {failures.map((failure) => (
                <li key={failure.tag}>
                  {t('card.tagFailed', {
                    tag: failure.tag,
                    reason: errorText(failure.error, locale),
                  })}
                </li>
              ))}
            </ul>
          )}
          <PhoneHistory
            detail={view.detail}
            locale={locale}
            timeZone={timeZone}
            outbox={model.pendingWrites.value}
            suggestions={model.suggestions.value}
            onAddTag={(target, tag) => void model.addTag(target, tag)}
            onTagQuery={(prefix) => model.querySuggestions(prefix)}
          />
        </>
      );
    }
  }
}
