/**
 * The number's orders inside the popup's detail: a self-contained block (its own model and
 * the account's counters) so the detail view only places it.
 */
import { useContext, useEffect, useMemo, useState } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import { counterName } from '../../lib/lookup/records';
import type { Ask } from '../../lib/state/ask';
import { createPhoneOrdersModel } from '../../lib/state/orders/phone-orders-model';
import { OrdersAsk } from './ask-context';
import type { CounterChoice } from './CounterSelect';
import { PhoneOrders } from './PhoneOrders';

export interface PopupOrdersProps {
  phone: string;
  locale: Locale;
  onOpenOptions?: () => void;
}

export function PopupOrders(props: PopupOrdersProps) {
  const ask = useContext(OrdersAsk);
  return ask ? <OrdersOf ask={ask} {...props} /> : null;
}

function OrdersOf({ ask, phone, locale, onOpenOptions }: PopupOrdersProps & { ask: Ask }) {
  const model = useMemo(() => createPhoneOrdersModel(ask), [ask]);
  const [counters, setCounters] = useState<CounterChoice[]>([]);
  useEffect(() => () => model.dispose(), [model]);
  useEffect(() => {
    void model.show(phone);
  }, [model, phone]);
  useEffect(() => {
    void ask({ type: 'counters.list' }).then((answer) => {
      if (!answer.ok) return;
      setCounters(
        answer.data
          .filter((c) => c.selected)
          .map((c) => ({ counterId: c.counterId, name: counterName(c, c.counterId) })),
      );
    });
  }, [ask]);
  return (
    <PhoneOrders model={model} locale={locale} counters={counters} onOpenOptions={onOpenOptions} />
  );
}
