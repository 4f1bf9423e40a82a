import type { Locale } from '../../lib/i18n/translate';
import type { OrderFormField } from '../../lib/state/orders/forms';
import type { OrderFormState } from '../../lib/state/orders/phone-orders-model';
import type { CounterChoice } from './CounterSelect';
import { RecordForm, type FieldSpec } from './RecordForm';
import { ordersText } from './translate';

function fieldsFor(adding: boolean): FieldSpec<OrderFormField>[] {
  return [
    { field: 'orderId', label: 'form.orderId', required: true, readOnly: !adding },
    { field: 'dateTime', label: 'form.dateTime', type: 'datetime-local', required: adding },
    { field: 'revenue', label: 'form.revenue', inputMode: 'decimal' },
    { field: 'margin', label: 'form.margin', inputMode: 'decimal' },
    { field: 'comment', label: 'form.comment' },
    { field: 'contactName', label: 'form.contactName' },
    { field: 'contactPhone', label: 'form.contactPhone', type: 'tel' },
    { field: 'contactEmail', label: 'form.contactEmail', type: 'email' },
    { field: 'callerPhone', label: 'form.callerPhone', type: 'tel' },
    { field: 'sid', label: 'form.sid', more: true },
    { field: 'uuid', label: 'form.uuid', more: true },
    { field: 'tags', label: 'form.tags', hint: 'form.tagsHint' },
  ];
}

export interface OrderFormProps {
  form: OrderFormState;
  counters: readonly CounterChoice[];
  locale: Locale;
  onEdit: (field: string, value: string) => void;
  onCounter: (counterId: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  tagsInUse?: readonly string[];
}

/** "Record a sale" (add) or "Correct order …" (update): the order id is fixed when correcting. */
export function OrderForm({ form, ...props }: OrderFormProps) {
  const t = ordersText(props.locale);
  const adding = form.mode === 'add';
  return (
    <RecordForm
      {...props}
      idPrefix="order"
      title={adding ? t('form.recordTitle') : t('form.correctTitle', { id: form.values.orderId })}
      fields={fieldsFor(adding)}
      values={form.values}
      problems={form.problems}
      counterId={form.counterId}
      counterFixed={!adding}
      hints={
        form.orderIdFromPage && form.values.orderId === form.orderIdFromPage
          ? { orderId: t('form.orderIdFromPage') }
          : undefined
      }
    />
  );
}
