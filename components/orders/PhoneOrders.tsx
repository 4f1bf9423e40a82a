/**
 * A number's orders where the number is shown (the popup's detail, the workspace): the orders
 * with revenue and margin totals, "Record a sale", correcting and tagging an order, logging a
 * call the tracker missed and correcting a call, and the writes still waiting.
 */
import { formatDateTime, formatRelative } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import { dataOf } from '../../lib/state/load-state';
import type { PhoneOrdersModel } from '../../lib/state/orders/phone-orders-model';
import { seedOf } from '../../lib/state/orders/seed';
import type { CallSummary } from '../../lib/types/workspace-data';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Spinner } from '../ui/Spinner';
import type { CounterChoice } from './CounterSelect';
import { OpenForm } from './OpenForm';
import { OrderRow } from './OrderRow';
import { OrderTotals } from './OrderTotals';
import { ordersText } from './translate';
import { UnreadableNote } from './UnreadableNote';
import { WriteQueue } from './WriteQueue';
import './orders.css';

export interface PhoneOrdersProps {
  model: PhoneOrdersModel;
  locale: Locale;
  timeZone?: string;
  /** The sites a new order or call may belong to. */
  counters: readonly CounterChoice[];
  onOpenOptions?: () => void;
  now?: number;
  /**
   * "Record a sale" and "Log a call" live in an action bar above (the popup's detail): their
   * buttons and new-record forms are left out here; corrections stay by their rows.
   */
  newRecordsAbove?: boolean;
}

export function PhoneOrders(props: PhoneOrdersProps) {
  const { model, locale, timeZone } = props;
  const t = ordersText(locale);
  const state = model.orders.value;
  const data = dataOf(state);
  const form = model.form.value;
  const seed = seedOf(
    data,
    props.counters.map((c) => c.counterId),
  );
  const calls = data?.calls ?? [];
  const above = props.newRecordsAbove === true;
  return (
    <section class="tl-o-section" aria-labelledby="tl-orders-title" data-testid="phone-orders">
      <h2 id="tl-orders-title">{t('title')}</h2>
      {state.status === 'loading' && !data && <Spinner label={t('loading')} />}
      {state.status === 'error' && (
        <ErrorNotice
          error={state.error}
          locale={locale}
          onOpenOptions={props.onOpenOptions}
          onRetry={() => void model.refresh()}
        />
      )}
      {data && (
        <>
          {data.orders.length > 0 ? (
            <OrderTotals totals={data.totals} locale={locale} />
          ) : (
            <p class="tl-muted">{t('none')}</p>
          )}
          <p class="tl-muted tl-o-source">
            {data.via === 'scan' ? t('via.scan', { n: data.scanned ?? 0 }) : t('via.filter')}{' '}
            <span title={formatDateTime(data.fetchedAt, locale, timeZone)}>
              {t('fetched', {
                age: formatRelative(data.fetchedAt, props.now ?? Date.now(), locale),
              })}
            </span>
          </p>
          <UnreadableNote
            items={data.unreadable}
            text={(n, details) => t('unreadable', { n, details })}
          />
          {data.orders.length > 0 && (
            <ul class="tl-o-list">
              {data.orders.map((order) => (
                <OrderRow
                  key={`${order.counterId}:${order.orderId}`}
                  order={order}
                  locale={locale}
                  timeZone={timeZone}
                  showCounter={props.counters.length > 1}
                  onCorrect={model.startCorrect}
                  onTag={(target, tag) => void model.tag(target, tag)}
                />
              ))}
            </ul>
          )}
        </>
      )}
      {model.writeError.value && (
        <ErrorNotice
          error={model.writeError.value}
          locale={locale}
          onOpenOptions={props.onOpenOptions}
        />
      )}
      {model.lastWrite.value && (
        <p class="tl-notice tl-notice--info" role="status">
          {t(model.lastWrite.value)}
        </p>
      )}
      <WriteQueue
        writes={model.writes.value}
        locale={locale}
        onRetry={(id) => void model.retry(id)}
        onDiscard={(id) => void model.discard(id)}
      />
      {form && !(above && form.mode === 'add') && (
        <OpenForm model={model} counters={props.counters} locale={locale} />
      )}
      {!form && (
        <div class="tl-o-actions">
          {!above && (
            <>
              <button
                type="button"
                class="tl-button tl-button--primary"
                onClick={() => model.startRecord(seed)}
              >
                {t('record')}
              </button>
              <button type="button" class="tl-button" onClick={() => model.startLogCall(seed)}>
                {t('logCall')}
              </button>
            </>
          )}
          {calls.length > 0 && <CorrectCallPicker {...props} calls={calls} />}
        </div>
      )}
    </section>
  );
}

function CorrectCallPicker({
  calls,
  model,
  locale,
  timeZone,
}: PhoneOrdersProps & { calls: readonly CallSummary[] }) {
  const t = ordersText(locale);
  return (
    <span class="tl-o-inline">
      <label for="tl-correct-call">{t('correctCall.pick')}</label>
      <select id="tl-correct-call" data-testid="correct-call-pick">
        {calls.map((call) => (
          <option
            key={`${call.counterId}:${call.callId}`}
            value={`${call.counterId}:${call.callId}`}
          >
            {formatDateTime(call.startTime, locale, timeZone)} · {call.callId}
          </option>
        ))}
      </select>
      <button
        type="button"
        class="tl-button"
        onClick={() => {
          const select = document.getElementById('tl-correct-call') as HTMLSelectElement | null;
          const chosen = calls.find((call) => `${call.counterId}:${call.callId}` === select?.value);
          if (chosen) model.startCorrectCall(chosen);
        }}
      >
        {t('correctCall')}
      </button>
    </span>
  );
}
