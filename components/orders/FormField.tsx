export interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  /** The explanation of what is wrong, when something is. */
  problem?: string;
  hint?: string;
  type?: 'text' | 'datetime-local' | 'tel' | 'email' | 'number';
  inputMode?: 'decimal' | 'numeric' | 'tel' | 'email' | 'text';
  required?: boolean;
  readOnly?: boolean;
  /** Values offered as the field is typed (a datalist). */
  suggestions?: readonly string[];
  onInput: (value: string) => void;
}

/** A labelled input with its hint and problem tied to it for screen readers. */
export function FormField(props: FormFieldProps) {
  const described = [props.hint && `${props.id}-hint`, props.problem && `${props.id}-problem`]
    .filter(Boolean)
    .join(' ');
  return (
    <div class={`tl-o-field${props.problem ? ' tl-o-field--bad' : ''}`}>
      <label for={props.id}>
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      {/* The union of input types is narrowed by preact per type; any of these is valid. */}
      <input
        id={props.id}
        name={props.id}
        type={(props.type ?? 'text') as 'text'}
        inputMode={props.inputMode}
        value={props.value}
        required={props.required}
        readOnly={props.readOnly}
        list={props.suggestions ? `${props.id}-suggestions` : undefined}
        autoComplete={props.suggestions ? 'off' : undefined}
        aria-invalid={props.problem ? true : undefined}
        aria-describedby={described || undefined}
        onInput={(event) => props.onInput(event.currentTarget.value)}
      />
      {props.suggestions && (
        <datalist id={`${props.id}-suggestions`}>
          {props.suggestions.map((option) => (
            <option key={option} value={option} />
          ))}
        </datalist>
      )}
      {props.hint && (
        <small id={`${props.id}-hint`} class="tl-muted">
          {props.hint}
        </small>
      )}
      {props.problem && (
        <small id={`${props.id}-problem`} class="tl-o-problem">
          {props.problem}
        </small>
      )}
    </div>
  );
}
