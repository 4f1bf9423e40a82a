/**
 * The chrome of the order and call forms: title, the summary of fields to fix, the site, the
 * fields (with their problems) and Save/Cancel. The fields are checked by the model, so the
 * problems are said in the page's language and words rather than by the browser.
 */
import type { ComponentChildren } from 'preact';
import { formatDateTime } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { Invalid } from '../../lib/state/orders/form-values';
import { tagListSuggestions } from '../../lib/state/orders/tag-list-suggestions';
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
  /** Kept under "More": ids a person rarely types (session, visitor). */
  more?: boolean;
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
  /** Hints for some fields beyond their spec's (an order id taken from the page). */
  hints?: Partial<Record<F, string>>;
  /** The tags in use, offered in the `tags` field. */
  tagsInUse?: readonly string[];
}

/**
 * A date field's value in the UI's language ("25 нояб. 2026 г., 14:05"): the browser draws
 * `datetime-local` in its own locale, which may not be the one the extension speaks.
 */
function dateHint(value: string, locale: Locale): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  const at = new Date(value).getTime();
  return Number.isNaN(at) ? undefined : formatDateTime(at, locale);
}

export function RecordForm<F extends string>(props: RecordFormProps<F>) {
  const t = ordersText(props.locale);
  const problemLabels = props.fields
    .filter(({ field }) => props.problems[field])
    .map(({ label }) => t(label));
  const more = props.fields.filter((spec) => spec.more);
  const field = (spec: FieldSpec<F>) => {
    const problem = props.problems[spec.field];
    const value = props.values[spec.field];
    const hint =
      props.hints?.[spec.field] ??
      (spec.type === 'datetime-local' ? dateHint(value, props.locale) : undefined) ??
      (spec.hint && t(spec.hint));
    return (
      <FormField
        key={spec.field}
        id={`${props.idPrefix}-${spec.field}`}
        label={t(spec.label)}
        value={value}
        type={spec.type}
        inputMode={spec.inputMode}
        required={spec.required}
        readOnly={spec.readOnly}
        hint={hint}
        problem={problem && t(problem)}
        suggestions={
          spec.field === 'tags' && props.tagsInUse && props.tagsInUse.length > 0
            ? tagListSuggestions(value, props.tagsInUse)
            : undefined
        }
        onInput={(next) => props.onEdit(spec.field, next)}
      />
    );
  };
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
        {props.fields.filter((spec) => !spec.more).map(field)}
        {props.children}
      </div>
      {more.length > 0 && (
        <details class="tl-o-more" open={more.some((spec) => props.problems[spec.field])}>
          <summary>{t('form.more')}</summary>
          <div class="tl-o-grid">{more.map(field)}</div>
        </details>
      )}
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
