import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { formatDateTime } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import { callTarget, leadTarget } from '../../lib/state/detail/tag-targets';
import type { PhoneDetail, TagTarget } from '../../lib/types/phone-data';
import type { TagActions } from './tag-actions';
import { historyText } from './translate';

const MAX_TAG_LENGTH = 64;

interface Choice {
  key: string;
  target: TagTarget;
  at: number;
  label: string;
}

/** Every call and lead of the answer, newest first, as the field's choices. */
function choicesOf(detail: PhoneDetail, locale: Locale, timeZone?: string): Choice[] {
  const t = historyText(locale);
  const when = (at: number) => formatDateTime(at, locale, timeZone);
  const calls = detail.calls.map((call) => ({
    key: `call-${call.counterId}-${call.callId}`,
    target: callTarget(call),
    at: call.startTime,
    label: `${t('call.title')} · ${when(call.startTime)} · ${call.counterName}`,
  }));
  const leads = detail.leads.map((lead) => ({
    key: `lead-${lead.counterId}-${lead.leadId}`,
    target: leadTarget(lead),
    at: lead.createdAt,
    label: `${t('lead.title')} · ${when(lead.createdAt)} · ${lead.counterName}`,
  }));
  return [...calls, ...leads].sort((a, b) => b.at - a.at);
}

export interface HistoryTagFormProps extends Pick<
  TagActions,
  'suggestions' | 'onTagQuery' | 'writesOff'
> {
  detail: PhoneDetail;
  locale: Locale;
  timeZone?: string;
  onAddTag: (target: TagTarget, tag: string) => void;
  /**
   * Draws the text field instead of the form's own input and button: the hover card's field is
   * an extension page in a frame, out of the page's reach (components/card/FramedTagField.tsx).
   */
  field?: TagFieldSlot;
}

/** The text field for the chosen entry, drawn by the view that hosts the history. */
export type TagFieldSlot = (chosen: {
  target: TagTarget;
  placeholder: string;
}) => ComponentChildren;

/**
 * The history's one "Add tag" field: the call or lead it tags is chosen beside it (the newest
 * by default), rather than a field under every entry.
 */
export function HistoryTagForm(props: HistoryTagFormProps) {
  const { detail, locale, timeZone, suggestions = [], writesOff } = props;
  const t = historyText(locale);
  const [draft, setDraft] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const choices = choicesOf(detail, locale, timeZone);
  const choice = choices.find((c) => c.key === chosen) ?? choices[0];
  if (!choice) return null;
  const trimmed = draft.trim();
  const tooLong = trimmed.length > MAX_TAG_LENGTH;
  const submit = (event: Event) => {
    event.preventDefault();
    if (trimmed === '' || tooLong || writesOff) return;
    props.onAddTag(choice.target, trimmed);
    setDraft('');
  };
  const chooser = (
    <label class="tl-h-tag-target">
      <span>{t('tags.target')}</span>
      <select value={choice.key} onChange={(event) => setChosen(event.currentTarget.value)}>
        {choices.map((c) => (
          <option key={c.key} value={c.key}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
  if (props.field) {
    return (
      <div class="tl-h-tag-form tl-h-tag-adder">
        {chooser}
        {props.field({ target: choice.target, placeholder: t('tags.add') })}
      </div>
    );
  }
  return (
    <form class="tl-h-tag-form tl-h-tag-adder" onSubmit={submit}>
      {chooser}
      <input
        type="text"
        class="tl-h-tag-input"
        value={draft}
        list="tl-h-tag-suggestions"
        maxLength={MAX_TAG_LENGTH + 1}
        placeholder={t('tags.add')}
        aria-label={t(choice.target.kind === 'call' ? 'tags.addLabel.call' : 'tags.addLabel.lead')}
        aria-invalid={tooLong}
        disabled={writesOff !== undefined}
        title={writesOff}
        onInput={(event) => {
          const value = event.currentTarget.value;
          setDraft(value);
          props.onTagQuery?.(value.trim());
        }}
        onFocus={() => props.onTagQuery?.(trimmed)}
      />
      <datalist id="tl-h-tag-suggestions">
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <button
        type="submit"
        class="tl-h-tag-add"
        disabled={trimmed === '' || tooLong || writesOff !== undefined}
        title={writesOff}
      >
        {t('tags.addButton')}
      </button>
      {tooLong && (
        <span class="tl-h-error" role="alert">
          {t('tags.tooLong')}
        </span>
      )}
    </form>
  );
}
