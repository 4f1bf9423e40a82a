import { useState } from 'preact/hooks';
import { formatDateTime, formatPhone } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { OrderView } from '../../lib/types/workspace-data';
import { formatMoney, ordersText } from './translate';

export interface OrderRowProps {
  order: OrderView;
  locale: Locale;
  timeZone?: string;
  /** Shown with the order: the site when a list spans several. */
  showCounter?: boolean;
  onCorrect?: (order: OrderView) => void;
  onTag?: (order: OrderView, tag: string) => void;
}

/** One order: id, date, money, contact, tags, and its correct/tag actions. */
export function OrderRow({
  order,
  locale,
  timeZone,
  showCounter,
  onCorrect,
  onTag,
}: OrderRowProps) {
  const t = ordersText(locale);
  const [tagging, setTagging] = useState(false);
  const [tag, setTag] = useState('');
  const tagId = `order-tag-${order.counterId}-${order.orderId}`;
  return (
    <li class="tl-o-order" data-order-id={order.orderId}>
      <div class="tl-o-order-head">
        <strong>{t('order', { id: order.orderId })}</strong>
        {order.dateTime !== undefined && (
          <time class="tl-muted">{formatDateTime(order.dateTime, locale, timeZone)}</time>
        )}
        {showCounter && <span class="tl-muted">{order.counterName}</span>}
      </div>
      <div class="tl-o-money">
        {order.revenue !== undefined && (
          <span>
            {t('revenue')}: <b>{formatMoney(order.revenue, locale)}</b>
          </span>
        )}
        {order.margin !== undefined && (
          <span>
            {t('margin')}: {formatMoney(order.margin, locale)}
          </span>
        )}
      </div>
      {(order.contactName || order.contactPhone || order.comment) && (
        <div class="tl-muted">
          {[order.contactName, order.contactPhone && formatPhone(order.contactPhone), order.comment]
            .filter(Boolean)
            .join(' · ')}
        </div>
      )}
      {order.tags.length > 0 && (
        <ul class="tl-o-tags" aria-label={t('form.tags')}>
          {order.tags.map((name) => (
            <li key={name} class="tl-o-chip">
              {name}
            </li>
          ))}
        </ul>
      )}
      {(onCorrect || onTag) && (
        <div class="tl-o-actions">
          {onCorrect && (
            <button
              type="button"
              class="tl-button tl-button--small"
              onClick={() => onCorrect(order)}
            >
              {t('correct')}
            </button>
          )}
          {onTag && !tagging && (
            <button
              type="button"
              class="tl-button tl-button--small"
              onClick={() => setTagging(true)}
            >
              {t('tag')}
            </button>
          )}
          {onTag && tagging && (
            <form
              class="tl-o-inline"
              onSubmit={(event) => {
                event.preventDefault();
                if (tag.trim() === '') return;
                onTag(order, tag);
                setTag('');
                setTagging(false);
              }}
            >
              <label for={tagId} class="tl-visually-hidden">
                {t('tag.label', { id: order.orderId })}
              </label>
              <input
                id={tagId}
                type="text"
                maxLength={64}
                value={tag}
                autoFocus
                onInput={(event) => setTag(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setTagging(false);
                }}
              />
              <button type="submit" class="tl-button tl-button--small">
                {t('tag.save')}
              </button>
            </form>
          )}
        </div>
      )}
    </li>
  );
}
