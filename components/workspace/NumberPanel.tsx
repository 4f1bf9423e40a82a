import { formatPhone } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { PhoneOrdersModel } from '../../lib/state/orders/phone-orders-model';
import type { CounterChoice } from '../orders/CounterSelect';
import { PhoneOrders } from '../orders/PhoneOrders';
import { workspaceText } from './translate';

/** One number's orders and hand-written calls: where the card's "Record a sale…" leads. */
export function NumberPanel(props: {
  phone: string | null;
  model: PhoneOrdersModel;
  counters: readonly CounterChoice[];
  locale: Locale;
  onOpenOptions: () => void;
}) {
  const t = workspaceText(props.locale);
  if (!props.phone) return <p>{t('number.none')}</p>;
  return (
    <>
      <h2>{t('number.title', { phone: formatPhone(props.phone) })}</h2>
      <PhoneOrders
        model={props.model}
        locale={props.locale}
        counters={props.counters}
        onOpenOptions={props.onOpenOptions}
      />
    </>
  );
}
