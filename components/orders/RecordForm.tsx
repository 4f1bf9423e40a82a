/**
 * The chrome of the order and call forms: title, the summary of fields to fix, the site, the
 * fields (with their problems) and Save/Cancel. The fields are checked by the model, so the
 * problems are said in the page's language and words rather than by the browser.
 */
import type { ComponentChildren } from 'preact';
import type { Locale } from '../../lib/i18n/translate';
import type { Invalid } from '../../lib/state/orders/form-values';
import { CounterSelect, type CounterChoice } from './CounterSelect';
import { FormField } from './FormField';
import { FormProblems } from './FormProblems';
import { ordersText } from './translate';

export type OrdersKey = Parameters<ReturnType<typeof ordersText>>[0];

export interface FieldSpec<F extends string> {
  field: F;
  label: OrdersKey;
  type?: 'datetime-local' | 'tel' | 'email';
  inputMode?: 'decimal' | 'numeric';
  required?: boolean;
  readOnly?: boolean;
  hint?: OrdersKey;
}

export interface RecordFormProps<F extends string> {
  /** Prefix of the inputs' ids: `order`, `call`. */
  idPrefix: string;
  title: string;
  fields: readonly FieldSpec<F>[];
  values: Record<F, string>;
  problems: Partial<Record<F, Invalid>>;
  counterId: string;
  counters: readonly CounterChoice[];
  /** A correction keeps the record's site. */
  counterFixed: boolean;
  locale: Locale;
  onEdit: (field: string, value: string) => void;
  onCounter: (counterId: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  /** Inputs that are not plain text fields (a status list). */
  children?: ComponentChildren;
}

export function RecordForm<F extends string>(props: RecordFormProps<F>) {
  const t = ordersText(props.locale);
  const problemLabels = props.fields
    .filter(({ field }) => props.problems[field])
    .map(({ label }) => t(label));
  return (
    <form
      class="tl-o-form"
      noValidate
      aria-label={props.title}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <h3>{props.title}</h3>
      <FormProblems labels={problemLabels} text={(fields) => t('form.errors', { fields })} />
      <CounterSelect
        id={`${props.idPrefix}-counter`}
        label={t('form.counter')}
        value={props.counterId}
        counters={props.counters}
        disabled={props.counterFixed}
        onChange={props.onCounter}
      />
      <div class="tl-o-grid">
        {props.fields.map((spec) => {
          const problem = props.problems[spec.field];
          return (
            <FormField
              key={spec.field}
              id={`${props.idPrefix}-${spec.field}`}
              label={t(spec.label)}
              value={props.values[spec.field]}
              type={spec.type}
              inputMode={spec.inputMode}
              required={spec.required}
              readOnly={spec.readOnly}
              hint={spec.hint && t(spec.hint)}
              problem={problem && t(problem)}
              onInput={(value) => props.onEdit(spec.field, value)}
            />
          );
        })}
        {props.children}
      </div>
      <p class="tl-o-actions">
        <button type="submit" class="tl-button tl-button--primary">
          {t('form.save')}
        </button>
        <button type="button" class="tl-button" onClick={props.onCancel}>
          {t('form.cancel')}
        </button>
      </p>
    </form>
  );
}
