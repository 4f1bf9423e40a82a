import type { ComponentChildren } from 'preact';

/**
 * A labelled control with its hint under it, the control described by the hint (`hintId`): the
 * options' text fields are all laid out so.
 */
export function HintedField({
  label,
  hintId,
  hint,
  children,
}: {
  label: string;
  hintId: string;
  hint: ComponentChildren;
  /** The control; it carries `aria-describedby={hintId}`. */
  children: ComponentChildren;
}) {
  return (
    <>
      <label class="tl-field">
        <span>{label}</span>
        {children}
      </label>
      <p id={hintId} class="tl-muted">
        {hint}
      </p>
    </>
  );
}

/** A one-line text field with its hint (`HintedField`). */
export function HintedTextField({
  id,
  hintId,
  label,
  hint,
  value,
  maxLength,
  readOnly = false,
  onInput,
}: {
  id: string;
  hintId: string;
  label: string;
  hint: ComponentChildren;
  value: string;
  maxLength: number;
  readOnly?: boolean;
  onInput: (value: string) => void;
}) {
  return (
    <HintedField label={label} hintId={hintId} hint={hint}>
      <input
        id={id}
        type="text"
        maxLength={maxLength}
        value={value}
        readOnly={readOnly}
        aria-describedby={hintId}
        onInput={(event) => onInput(event.currentTarget.value)}
      />
    </HintedField>
  );
}
