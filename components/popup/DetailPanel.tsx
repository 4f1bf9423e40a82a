import { useEffect, useRef } from 'preact/hooks';
import { formatPhone, telHref } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { DetailModel } from '../../lib/state/popup/detail-model';
import type { PhoneOnPage } from '../../lib/types/phone-data';
import { copySourceLine, PhoneHistory, UndoRemoval } from '../history';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Spinner } from '../ui/Spinner';
import { OpenForm } from '../orders/OpenForm';
import { PhoneOrders } from '../orders/PhoneOrders';
import { usePopupOrders } from '../orders/PopupOrders';
import { DetailActions } from './DetailActions';
import { OutboxPanel } from './OutboxPanel';
import { popupText } from './translate';

export interface DetailPanelProps {
  model: DetailModel;
  locale: Locale;
  timeZone?: string;
  /** What the page says next to this number (its call link, an order number). */
  onPage?: PhoneOnPage;
  /** Why nothing can be written now (the service refused the key); undefined: writes work. */
  writesOff?: string;
  onBack: () => void;
  onOpenOptions: () => void;
  onDownload: (filename: string, csv: string) => void;
  onCopy: (text: string) => Promise<boolean>;
  /** The team's outcome tags, offered on the newest call (settings `outcomeTags`). */
  outcomes?: readonly string[];
}

/**
 * One number: the actions bar (record a sale, log a call, copy the source, call), its history
 * with tag editing, its orders, unsaved writes, refresh and CSV export.
 */
export function DetailPanel({
  model,
  locale,
  timeZone,
  onPage,
  writesOff,
  onBack,
  onOpenOptions,
  onDownload,
  onCopy,
  outcomes,
}: DetailPanelProps) {
  const t = popupText(locale);
  const phone = model.phone.value;
  const state = model.detail.value;
  const heading = useRef<HTMLHeadingElement>(null);
  const orders = usePopupOrders(phone);
  useEffect(() => heading.current?.focus(), [phone]);
  if (!phone) return null;
  const display = formatPhone(phone);
  const shown =
    state.status === 'ready' ? state.data : state.status === 'loading' ? state.previous : undefined;

  const exportCsv = async () => {
    const file = await model.exportCsv();
    if (file) onDownload(file.filename, file.csv);
  };

  return (
    <section class="tl-detail" aria-labelledby="tl-detail-title">
      <div class="tl-detail-bar">
        <button type="button" class="tl-button tl-button--small" onClick={onBack}>
          {t('detail.back')}
        </button>
        <h2 id="tl-detail-title" class="tl-detail-phone" tabIndex={-1} ref={heading}>
          <a href={onPage?.callLink ?? telHref(phone)} title={t('detail.call', { phone: display })}>
            {display}
          </a>
        </h2>
        <span class="tl-detail-actions">
          {/* Glyphs keep the bar on one line at 400 px in every language; the words stay as
              the accessible names and tooltips. */}
          <button
            type="button"
            class="tl-button tl-button--small tl-button--icon"
            aria-label={t('detail.refresh')}
            title={t('detail.refresh')}
            onClick={() => void model.refresh()}
            disabled={state.status === 'loading'}
          >
            <span aria-hidden="true">↻</span>
          </button>
          <button
            type="button"
            class="tl-button tl-button--small"
            aria-label={model.exporting.value ? t('detail.exporting') : t('detail.export')}
            title={t('detail.export')}
            onClick={() => void exportCsv()}
            disabled={
              !shown || shown.calls.length + shown.leads.length === 0 || model.exporting.value
            }
            aria-busy={model.exporting.value}
          >
            <span aria-hidden="true">{model.exporting.value ? '…' : '↓'} CSV</span>
          </button>
        </span>
      </div>
      <DetailActions
        phone={phone}
        locale={locale}
        callLink={onPage?.callLink}
        sourceLine={shown && copySourceLine(shown, locale, { timeZone })}
        orderIdOnPage={onPage?.orderId}
        onRecord={orders ? () => orders.startRecord(onPage?.orderId) : undefined}
        onLogCall={orders ? () => orders.startLogCall() : undefined}
        writesOff={writesOff}
        onCopy={onCopy}
        outcome={{ call: shown?.calls[0], outcomes, timeZone, onPick: model.addTag }}
      />
      {orders?.model.form.value?.mode === 'add' && (
        <OpenForm model={orders.model} counters={orders.counters} locale={locale} />
      )}
      {model.exportError.value && (
        <ErrorNotice
          error={model.exportError.value}
          locale={locale}
          context={t('exportError')}
          onOpenOptions={onOpenOptions}
          onRetry={() => void exportCsv()}
        />
      )}
      {model.tagError.value && (
        <ErrorNotice
          error={model.tagError.value}
          locale={locale}
          context={t('tagError')}
          onOpenOptions={onOpenOptions}
        />
      )}
      {state.status === 'error' && (
        <ErrorNotice
          error={state.error}
          locale={locale}
          onOpenOptions={onOpenOptions}
          onRetry={() => void model.refresh()}
        />
      )}
      {state.status === 'loading' && !shown && <Spinner label={t('detail.loading')} />}
      <UndoRemoval
        removal={model.lastRemoval.value}
        locale={locale}
        onUndo={() => void model.undoRemoval()}
        onHold={(held) => model.holdRemoval(held)}
        pin="window"
      />
      {shown && (
        <div aria-busy={state.status === 'loading'}>
          <PhoneHistory
            detail={shown}
            locale={locale}
            timeZone={timeZone}
            outbox={model.outbox.value}
            suggestions={model.suggestions.value}
            onAddTag={(target, tag) => void model.addTag(target, tag)}
            onRemoveTag={(target, tag) => void model.removeTag(target, tag)}
            onTagQuery={(prefix) => void model.querySuggestions(prefix)}
            writesOff={writesOff}
          />
        </div>
      )}
      {/* After the answer: who called and from where comes first; the orders follow. */}
      {orders && (
        <PhoneOrders
          model={orders.model}
          counters={orders.counters}
          locale={locale}
          timeZone={timeZone}
          onOpenOptions={onOpenOptions}
          newRecordsAbove
        />
      )}
      <OutboxPanel
        entries={model.outbox.value}
        locale={locale}
        onRetry={(id) => void model.retryWrite(id)}
      />
    </section>
  );
}
