import { formatPhone } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { CardFields } from '../../lib/content/card-fields';
import type { CardModel } from '../../lib/content/card-model';
import { CardDetail } from './CardDetail';
import { CardNotice } from './CardNotice';
import { NotDetected } from './NotDetected';
import { errorWords } from '../../lib/i18n/error-words';
import { cardText } from './text';

export interface CardProps {
  model: CardModel;
  locale: Locale;
  onClose: () => void;
  /** The card's tag fields, each an extension page in an iframe (`lib/content/card-fields.ts`). */
  fields: CardFields;
  /** IANA zone for times; tests pin it. */
  timeZone?: string;
}

/** The hover card's content: a header with the number, then one state of the lookup. */
export function Card({ model, locale, onClose, fields, timeZone }: CardProps) {
  const subject = model.subject.value;
  const view = model.view.value;
  if (!subject) return null;
  const { t } = cardText(locale);
  // Without digits the card explains why the selected text is not a number: it shows the text.
  const phone = subject.digits ? formatPhone(subject.digits) : subject.raw;
  const label = subject.digits
    ? t('card.label', { phone })
    : t('card.notDetected.label', { text: subject.raw });
  return (
    <section
      class="tl-card"
      role="dialog"
      tabIndex={-1}
      onFocus={(event) => {
        // Focus given to the card (Tab while it is open) goes on to its tag field, so typing
        // after Tab lands there; a field still loading takes it once ready (FramedTagField).
        if (event.target === event.currentTarget) focusTagField(event.currentTarget);
      }}
      aria-label={label}
      aria-busy={view.kind === 'loading'}
    >
      <header class="tl-card-head">
        <span class="tl-card-phone">{phone}</span>
        {subject.extension && (
          <span class="tl-card-ext">{t('card.extension', { ext: subject.extension })}</span>
        )}
        <span class="tl-card-head-actions">
          {view.kind === 'ready' && (
            <HeadButton label={t('card.refresh')} onClick={() => model.reload()}>
              ↻
            </HeadButton>
          )}
          <HeadButton label={t('card.close')} onClick={onClose} extraClass="tl-card-close">
            ×
          </HeadButton>
        </span>
      </header>
      <div class="tl-card-body">
        <CardBody model={model} locale={locale} fields={fields} timeZone={timeZone} />
      </div>
    </section>
  );
}

/** The field's frame, once its input is drawn, takes the focus; its page focuses the input. */
function focusTagField(card: HTMLElement) {
  card
    .querySelector<HTMLIFrameElement>('.tl-card-quicktag-frame iframe[data-ready]')
    ?.focus({ preventScroll: true });
}

function HeadButton(props: {
  label: string;
  onClick: () => void;
  extraClass?: string;
  children: string;
}) {
  return (
    <button
      type="button"
      class={`tl-card-icon${props.extraClass ? ` ${props.extraClass}` : ''}`}
      title={props.label}
      aria-label={props.label}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

function CardBody({ model, locale, fields, timeZone }: Omit<CardProps, 'onClose'>) {
  const { t, common } = cardText(locale);
  const view = model.view.value;
  const openOptions = { label: common('action.openOptions'), onClick: () => model.openOptions() };
  switch (view.kind) {
    case 'loading':
      return (
        <p class="tl-card-status" role="status">
          <span class="tl-card-spinner" aria-hidden="true" />
          {t(view.slow ? 'card.loadingSlow' : 'card.loading')}
        </p>
      );
    case 'not-configured':
      return (
        <CardNotice title={t('card.notConfigured.title')} action={openOptions}>
          <p>{t('card.notConfigured.hint')}</p>
        </CardNotice>
      );
    case 'error': {
      // The one wording of errors (lib/i18n/error-words.ts), as in the popup and the options.
      const words = errorWords(view.error, locale);
      return (
        <CardNotice
          title={t('card.error.title')}
          tone="error"
          action={
            words.action === 'open-options'
              ? openOptions
              : { label: common('action.retry'), onClick: () => model.reload() }
          }
        >
          <p>{words.text}</p>
        </CardNotice>
      );
    }
    case 'not-detected':
      return (
        <NotDetected
          explanation={view.explanation}
          locale={locale}
          onLookUp={(digits) => model.open({ digits, raw: view.explanation.text })}
        />
      );
    case 'ready':
      return (
        <CardDetail
          model={model}
          detail={view.detail}
          locale={locale}
          fields={fields}
          timeZone={timeZone}
        />
      );
  }
}
