import type { Locale } from '../../lib/i18n/translate';
import type { CallFormField } from '../../lib/state/orders/forms';
import type { CallFormState } from '../../lib/state/orders/phone-orders-model';
import type { CounterChoice } from './CounterSelect';
import { RecordForm, type FieldSpec } from './RecordForm';
import { ordersText } from './translate';

function fieldsFor(adding: boolean): FieldSpec<Exclude<CallFormField, 'status'>>[] {
  return [
    { field: 'callId', label: 'call.callId', required: true, readOnly: !adding },
    { field: 'startTime', label: 'call.startTime', type: 'datetime-local', required: adding },
    { field: 'callerPhone', label: 'call.callerPhone', type: 'tel', required: adding },
    { field: 'calledPhone', label: 'call.calledPhone', type: 'tel', required: adding },
    { field: 'duration', label: 'call.duration', hint: 'call.durationHint' },
    { field: 'tags', label: 'form.tags', hint: 'form.tagsHint' },
  ];
}

export interface CallFormProps {
  form: CallFormState;
  counters: readonly CounterChoice[];
  locale: Locale;
  onEdit: (field: string, value: string) => void;
  onCounter: (counterId: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  tagsInUse?: readonly string[];
}

/** "Log a call the tracker missed" (add) or "Correct call …" (update). */
export function CallForm({ form, ...props }: CallFormProps) {
  const t = ordersText(props.locale);
  const adding = form.mode === 'add';
  const status = form.values.status;
  return (
    <RecordForm
      {...props}
      idPrefix="call"
      title={adding ? t('call.logTitle') : t('call.correctTitle', { id: form.values.callId })}
      fields={fieldsFor(adding)}
      values={form.values}
      problems={form.problems}
      counterId={form.counterId}
      counterFixed={!adding}
    >
      <div class="tl-o-field">
        <label for="call-status">{t('call.status')}</label>
        <select
          id="call-status"
          value={status}
          onChange={(event) => props.onEdit('status', event.currentTarget.value)}
        >
          {/* A status the tracker sent that is neither of the two stays choosable as it is. */}
          {!['success', 'failed'].includes(status) && <option value={status}>{status}</option>}
          <option value="success">{t('call.status.success')}</option>
          <option value="failed">{t('call.status.failed')}</option>
        </select>
      </div>
    </RecordForm>
  );
}
