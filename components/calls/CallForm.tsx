import type { Locale } from '../../lib/i18n/translate';
import type { CallFormField } from '../../lib/state/orders/forms';
import type { CallFormState } from '../../lib/state/orders/phone-orders-model';
import { CounterSelect, type CounterChoice } from '../orders/CounterSelect';
import { FormField } from '../orders/FormField';
import { FormProblems } from '../orders/FormProblems';
import { ordersText } from '../orders/translate';

const FIELDS: {
  field: Exclude<CallFormField, 'status'>;
  label: Parameters<ReturnType<typeof ordersText>>[0];
  type?: 'datetime-local' | 'tel';
  inputMode?: 'numeric';
}[] = [
  { field: 'callId', label: 'call.callId' },
  { field: 'startTime', label: 'call.startTime', type: 'datetime-local' },
  { field: 'callerPhone', label: 'call.callerPhone', type: 'tel' },
  { field: 'calledPhone', label: 'call.calledPhone', type: 'tel' },
  { field: 'duration', label: 'call.duration', inputMode: 'numeric' },
  { field: 'tags', label: 'form.tags' },
];

export interface CallFormProps {
  form: CallFormState;
  counters: readonly CounterChoice[];
  locale: Locale;
  onEdit: (field: string, value: string) => void;
  onCounter: (counterId: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}

/** "Log a call the tracker missed" (add) or "Correct call …" (update). */
export function CallForm({
  form,
  counters,
  locale,
  onEdit,
  onCounter,
  onSubmit,
  onCancel,
}: CallFormProps) {
  const t = ordersText(locale);
  const adding = form.mode === 'add';
  const title = adding ? t('call.logTitle') : t('call.correctTitle', { id: form.values.callId });
  const problemLabels = FIELDS.filter(({ field }) => form.problems[field]).map(({ label }) =>
    t(label),
  );
  return (
    // The fields are checked here, so the problems are said in the page's language and words.
    <form
      class="tl-o-form"
      noValidate
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3>{title}</h3>
      <FormProblems labels={problemLabels} text={(fields) => t('form.errors', { fields })} />
      <CounterSelect
        id="call-counter"
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
              id={`call-${field}`}
              label={t(label)}
              value={form.values[field]}
              type={type}
              inputMode={inputMode}
              required={field === 'callId' || (adding && field !== 'duration' && field !== 'tags')}
              readOnly={field === 'callId' && !adding}
              hint={field === 'tags' ? t('form.tagsHint') : undefined}
              problem={problem && t(problem)}
              onInput={(value) => onEdit(field, value)}
            />
          );
        })}
        <div class="tl-o-field">
          <label for="call-status">{t('call.status')}</label>
          <select
            id="call-status"
            value={form.values.status}
            onChange={(event) => onEdit('status', event.currentTarget.value)}
          >
            {!['success', 'failed'].includes(form.values.status) && (
              <option value={form.values.status}>{form.values.status}</option>
            )}
            <option value="success">{t('call.status.success')}</option>
            <option value="failed">{t('call.status.failed')}</option>
          </select>
        </div>
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
