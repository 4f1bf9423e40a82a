import { formatDateTime } from '../../lib/format';
import { formatPhone } from '../../lib/format/phone';
import type { Locale } from '../../lib/i18n/translate';
import type { LoadState } from '../../lib/state/load-state';
import { totalsOfPage } from '../../lib/format/order-totals';
import type { OrderPage } from '../../lib/types/workspace-data';
import { formatMoney } from '../orders/translate';
import { Fetched } from './Fetched';
import { LoadedPanel } from './LoadedPanel';
import { Pager } from './Pager';
import { workspaceText } from './translate';

/** The counter's orders, newest first, a page at a time. */
export function OrdersPanel(props: {
  state: LoadState<OrderPage>;
  locale: Locale;
  onPage: (page: number) => void;
  onReload: () => void;
  onOpenOptions: () => void;
}) {
  const t = workspaceText(props.locale);
  const { locale } = props;
  return (
    <LoadedPanel {...props} onRetry={props.onReload}>
      {(page) => {
        const pages = Math.max(
          1,
          Math.ceil((page.totalResults ?? page.items.length) / page.itemsPerPage),
        );
        const totals = totalsOfPage(page.items);
        return (
          <>
            <Fetched {...page} locale={locale} onReload={props.onReload} />
            {page.items.length === 0 ? (
              <p>{t('orders.none')}</p>
            ) : (
              <>
                {page.totalResults !== undefined && (
                  <p>{t('orders.count', { n: page.totalResults })}</p>
                )}
                <table class="tl-w-table" data-testid="orders-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('orders.date')}</th>
                      <th scope="col">{t('orders.id')}</th>
                      <th scope="col" class="tl-w-num">
                        {t('orders.revenue')}
                      </th>
                      <th scope="col" class="tl-w-num">
                        {t('orders.margin')}
                      </th>
                      <th scope="col">{t('orders.phone')}</th>
                      <th scope="col">{t('orders.contact')}</th>
                      <th scope="col">{t('orders.tags')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.items.map((order) => (
                      <tr key={order.orderId}>
                        <td>
                          {order.dateTime === undefined
                            ? ''
                            : formatDateTime(order.dateTime, locale)}
                        </td>
                        <td>{order.orderId}</td>
                        <td class="tl-w-num">
                          {order.revenue === undefined ? '' : formatMoney(order.revenue, locale)}
                        </td>
                        <td class="tl-w-num">
                          {order.margin === undefined ? '' : formatMoney(order.margin, locale)}
                        </td>
                        <td>{order.callerPhone ? formatPhone(order.callerPhone) : ''}</td>
                        <td>{[order.contactName, order.comment].filter(Boolean).join(' · ')}</td>
                        <td>{order.tags.join(', ')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p class="tl-muted">
                  {t('orders.pageTotals', {
                    revenue: formatMoney(totals.revenue, locale),
                    margin: formatMoney(totals.margin, locale),
                  })}
                </p>
                <Pager page={page.page} pages={pages} locale={locale} onPage={props.onPage} />
              </>
            )}
          </>
        );
      }}
    </LoadedPanel>
  );
}
