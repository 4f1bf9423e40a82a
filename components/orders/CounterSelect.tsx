import type { CounterChoice } from '../../lib/state/orders/counter-choices';

export type { CounterChoice };

/** Which site (counter) a new order or call belongs to. */
export function CounterSelect(props: {
  id: string;
  label: string;
  value: string;
  counters: readonly CounterChoice[];
  disabled?: boolean;
  onChange: (counterId: string) => void;
}) {
  return (
    <div class="tl-o-field">
      <label for={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        {props.counters.map((counter) => (
          <option key={counter.counterId} value={counter.counterId}>
            {counter.name}
          </option>
        ))}
      </select>
    </div>
  );
}
