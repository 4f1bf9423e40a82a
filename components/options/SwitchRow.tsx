import type { ComponentChildren } from 'preact';

export interface SwitchRowProps {
  id: string;
  label: ComponentChildren;
  checked: boolean;
  /** While the browser answers a permission request for this row. */
  busy: boolean;
  onToggle: (on: boolean) => void;
  /** Id of the text that describes the switch (e.g. the origins it grants). */
  describedBy?: string;
  /** What follows the label: a description, a remove button. */
  children?: ComponentChildren;
}

/** One on/off line of a settings list. */
export function SwitchRow({
  id,
  label,
  checked,
  busy,
  onToggle,
  describedBy,
  children,
}: SwitchRowProps) {
  return (
    <li class="tl-switch-row">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={busy}
        aria-describedby={describedBy}
        onChange={(event) => onToggle(event.currentTarget.checked)}
      />
      <label for={id}>{label}</label>
      {children}
    </li>
  );
}
