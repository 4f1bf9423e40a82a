/**
 * The number's orders inside the popup's detail: a self-contained block (its own model and
 * the account's counters) so the detail view only places it.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { counterName } from '../../lib/lookup/views';
import type { Locale } from '../../lib/i18n/translate';
import { ask } from '../../lib/messaging/client';
import { createPhoneOrdersModel } from '../../lib/state/orders/phone-orders-model';
import type { CounterChoice } from './CounterSelect';
import { PhoneOrders } from './PhoneOrders';

export function PopupOrders({
  phone,
  locale,
  onOpenOptions,
}: {
  phone: string;
  locale: Locale;
  onOpenOptions?: () => void;
}) {
  const model = useMemo(() => createPhoneOrdersModel(ask), []);
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
  }, []);
  return (
    <PhoneOrders model={model} locale={locale} counters={counters} onOpenOptions={onOpenOptions} />
  );
}
