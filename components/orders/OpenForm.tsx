import type { Locale } from '../../lib/i18n/translate';
import type { PhoneOrdersModel } from '../../lib/state/orders/phone-orders-model';
import { CallForm } from './CallForm';
import type { CounterChoice } from './CounterSelect';
import { OrderForm } from './OrderForm';

export interface OpenFormProps {
  model: PhoneOrdersModel;
  counters: readonly CounterChoice[];
  locale: Locale;
}

/** The order or call form the model has open, if any. */
export function OpenForm({ model, counters, locale }: OpenFormProps) {
  const form = model.form.value;
  if (!form) return null;
  const props = {
    counters,
    locale,
    onEdit: model.edit,
    onCounter: model.setCounter,
    onSubmit: () => void model.submit(),
    onCancel: model.cancel,
    tagsInUse: model.tagsInUse.value,
  };
  return form.kind === 'order' ? (
    <OrderForm form={form} {...props} />
  ) : (
    <CallForm form={form} {...props} />
  );
}
