import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { FieldState } from '../../lib/messaging/protocol/card-field';

export interface TagFieldProps {
  state: FieldState;
  /** Enter or +: the trimmed tag and the id its answer (`state.ack`) will carry. */
  onSubmit: (tag: string, id: number) => void;
  onQuery: (prefix: string) => void;
  onEscape: () => void;
}

/**
 * The card's tag field as drawn inside its own extension page (`card-field.html`): a label,
 * the input with the card's suggestions, and +. It clears once the card says the write was
 * queued, and keeps the text when the card refused it (covered, writes off).
 */
export function TagField({ state, onSubmit, onQuery, onEscape }: TagFieldProps) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const waiting = useRef<{ id: number; text: string } | null>(null);
  const nextId = useRef(0);
  const { ack, writesOff, typed } = state;
  // Keys typed into the card before this field was ready come first, once.
  const typedApplied = useRef(0);
  useEffect(() => {
    if (!typed || typed.id <= typedApplied.current) return;
    typedApplied.current = typed.id;
    setDraft((now) => (typed.text + now).slice(0, 64));
    onQuery((typed.text + draft).trim());
  }, [typed?.id]);
  useEffect(() => {
    const sent = waiting.current;
    if (!ack || !sent || ack.id !== sent.id) return;
    waiting.current = null;
    // Cleared only when the text is still what was sent (the user may have typed on).
    if (ack.queued) setDraft((now) => (now === sent.text ? '' : now));
  }, [ack]);
  const trimmed = draft.trim();
  const submit = (event: Event) => {
    event.preventDefault();
    if (trimmed === '' || trimmed.length > 64 || writesOff !== undefined) return;
    const id = (nextId.current += 1);
    waiting.current = { id, text: draft };
    onSubmit(trimmed, id);
  };
  return (
    <form
      class="tl-card-quicktag"
      lang={state.locale}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.preventDefault();
      }}
      // Esc closes the card on its release: closing removes this frame, which must not happen
      // while the key is still down in it (the browser would send the release to a frame gone).
      onKeyUp={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onEscape();
        }
      }}
    >
      {/* The input is named by aria-label: the field's page holds one input, and its label
          text is shown above it. */}
      {state.label && (
        <span class="tl-card-quicktag-label" aria-hidden="true">
          {state.label}
        </span>
      )}
      <div class="tl-card-quicktag-row">
        <input
          class="tl-card-field-input"
          type="text"
          value={draft}
          list={`${id}-suggestions`}
          maxLength={64}
          autoComplete="off"
          placeholder={state.placeholder}
          aria-label={state.label || state.placeholder}
          disabled={writesOff !== undefined}
          title={writesOff}
          onInput={(event) => {
            const value = event.currentTarget.value;
            setDraft(value);
            onQuery(value.trim());
          }}
          onFocus={() => onQuery(trimmed)}
        />
        <datalist id={`${id}-suggestions`}>
          {state.suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
        <button
          type="submit"
          class="tl-card-button tl-card-button--primary"
          disabled={trimmed === '' || writesOff !== undefined}
          title={writesOff}
        >
          {state.button}
        </button>
      </div>
    </form>
  );
}
