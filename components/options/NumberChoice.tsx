/** The choices, with the current value among them. */
const withValue = (choices: readonly number[], value: number) =>
  choices.includes(value) ? choices : [...choices, value].sort((a, b) => a - b);

export interface NumberChoiceProps {
  id: string;
  label: string;
  value: number;
  choices: readonly number[];
  onChoose: (value: number) => void;
}

/** A labelled row choosing one of a few numbers; a current value not among them is added. */
export function NumberChoice({ id, label, value, choices, onChoose }: NumberChoiceProps) {
  return (
    <div class="tl-row">
      <label for={id}>{label}</label>
      <select
        id={id}
        value={String(value)}
        onChange={(event) => onChoose(Number(event.currentTarget.value))}
      >
        {withValue(choices, value).map((choice) => (
          <option key={choice} value={String(choice)}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  );
}
