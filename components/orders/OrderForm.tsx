import type { Locale } from '../../lib/i18n/translate';
import type { OrderFormField } from '../../lib/state/orders/forms';
import type { OrderFormState } from '../../lib/state/orders/phone-orders-model';
import { CounterSelect, type CounterChoice } from './CounterSelect';
import { FormField } from './FormField';
import { FormProblems } from './FormProblems';
import { ordersText } from './translate';

const FIELDS: {
  field: OrderFormField;
  label: Parameters<ReturnType<typeof ordersText>>[0];
  type?: 'datetime-local' | 'tel' | 'email';
  inputMode?: 'decimal';
}[] = [
  { field: 'orderId', label: 'form.orderId' },
  { field: 'dateTime', label: 'form.dateTime', type: 'datetime-local' },
  { field: 'revenue', label: 'form.revenue', inputMode: 'decimal' },
  { field: 'margin', label: 'form.margin', inputMode: 'decimal' },
  { field: 'comment', label: 'form.comment' },
  { field: 'contactName', label: 'form.contactName' },
  { field: 'contactPhone', label: 'form.contactPhone', type: 'tel' },
  { field: 'contactEmail', label: 'form.contactEmail', type: 'email' },
  { field: 'callerPhone', label: 'form.callerPhone', type: 'tel' },
  { field: 'sid', label: 'form.sid' },
  { field: 'uuid', label: 'form.uuid' },
  { field: 'tags', label: 'form.tags' },
];

export interface OrderFormProps {
  form: OrderFormState;
  counters: readonly CounterChoice[];
  locale: Locale;
  onEdit: (field: string, value: string) => void;
  onCounter: (counterId: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/** "Record a sale" (add) or "Correct order …" (update): the order id is fixed when correcting. */
export function OrderForm({
  form,
  counters,
  locale,
  onEdit,
  onCounter,
  onSubmit,
  onCancel,
}: OrderFormProps) {
  const t = ordersText(locale);
  const adding = form.mode === 'add';
  const problemLabels = FIELDS.filter(({ field }) => form.problems[field]).map(({ label }) =>
    t(label),
  );
  return (
    // The fields are checked here, so the problems are said in the page's language and words.
    <form
      class="tl-o-form"
      noValidate
      aria-label={
        adding ? t('form.recordTitle') : t('form.correctTitle', { id: form.values.orderId })
      }
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3>
        {adding ? t('form.recordTitle') : t('form.correctTitle', { id: form.values.orderId })}
      </h3>
      <FormProblems labels={problemLabels} text={(fields) => t('form.errors', { fields })} />
      <CounterSelect
        id="order-counter"
        label={t('form.counter')}
        value={form.counterId}
        counters={counters}
        disabled={!adding}
        onChange={onCounter}
      />
      <div class="tl-o-grid">
        {FIELDS.map(({ field, label, type, inputMode }) => {
          const problem = form.problems[field];
          return (
            <FormField
              key={field}
              id={`order-${field}`}
              label={t(label)}
              value={form.values[field]}
              type={type}
              inputMode={inputMode}
              required={field === 'orderId' || (adding && field === 'dateTime')}
              readOnly={field === 'orderId' && !adding}
              hint={field === 'tags' ? t('form.tagsHint') : undefined}
              problem={problem && t(problem)}
              onInput={(value) => onEdit(field, value)}
            />
          );
        })}
      </div>
      <p class="tl-o-actions">
        <button type="submit" class="tl-button tl-button--primary">
          {t('form.save')}
        </button>
        <button type="button" class="tl-button" onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </p>
    </form>
  );
}
