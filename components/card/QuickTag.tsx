import { useState } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import type { PhoneDetail, TagTarget } from '../../lib/types/phone-data';
import { callTarget, leadTarget } from '../../lib/state/detail/tag-targets';
import { cardText } from './text';

export interface QuickTagProps {
  detail: PhoneDetail;
  suggestions: readonly string[];
  locale: Locale;
  onAdd: (target: TagTarget, tag: string) => void;
  onQuery: (prefix: string) => void;
  /** Why tags cannot be written now (the key was refused): the field waits, disabled. */
  writesOff?: string;
}

/** The latest call (or lead, when there are no calls): the usual thing to tag after a call. */
export function latestTarget(detail: PhoneDetail): TagTarget | undefined {
  const call = detail.calls[0];
  if (call) return callTarget(call);
  const lead = detail.leads[0];
  return lead && leadTarget(lead);
}

/** One field at the top of the card: tag the latest call without scrolling to it. */
export function QuickTag(props: QuickTagProps) {
  const { detail, suggestions, locale, onAdd, onQuery, writesOff } = props;
  const { t } = cardText(locale);
  const [draft, setDraft] = useState('');
  const target = latestTarget(detail);
  if (!target) return null;
  const label = t(target.kind === 'call' ? 'card.quickTag.latestCall' : 'card.quickTag.latestLead');
  const trimmed = draft.trim();
  const submit = (event: Event) => {
    event.preventDefault();
    if (trimmed === '' || trimmed.length > 64 || writesOff) return;
    onAdd(target, trimmed);
    setDraft('');
  };
  return (
    <form class="tl-card-quicktag" onSubmit={submit}>
      <label class="tl-card-quicktag-label" for="tl-card-quicktag-input">
        {label}
      </label>
      <div class="tl-card-quicktag-row">
        <input
          id="tl-card-quicktag-input"
          type="text"
          value={draft}
          list="tl-card-quicktag-suggestions"
          maxLength={64}
          autoComplete="off"
          disabled={writesOff !== undefined}
          title={writesOff}
          onInput={(event) => {
            const value = event.currentTarget.value;
            setDraft(value);
            onQuery(value.trim());
          }}
          onFocus={() => onQuery(trimmed)}
        />
        <datalist id="tl-card-quicktag-suggestions">
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
        <button
          type="submit"
          class="tl-card-button tl-card-button--primary"
          disabled={trimmed === '' || writesOff !== undefined}
          title={writesOff}
        >
          +
        </button>
      </div>
    </form>
  );
}
