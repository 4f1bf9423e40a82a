import { useState } from 'preact/hooks';
import type { Locale } from '../../lib/i18n/translate';
import type { OutboxEntryView, TagTarget } from '../../lib/types/phone-data';
import { historyText } from './translate';

export interface TagEditorProps {
  target: TagTarget;
  tags: readonly string[];
  /** Outbox entries of this target (see `pendingForTarget`). */
  pending: readonly OutboxEntryView[];
  suggestions?: readonly string[];
  locale: Locale;
  /** Absent: tags are shown read-only. */
  onAdd?: (target: TagTarget, tag: string) => void;
  onRemove?: (target: TagTarget, tag: string) => void;
  /** Typing in the tag field; the owner may load suggestions for the prefix. */
  onQuery?: (prefix: string) => void;
  /** Why tags cannot be written now (the key was refused); the controls stay, disabled. */
  writesOff?: string;
}

const MAX_TAG_LENGTH = 64;

const targetKey = (target: TagTarget) =>
  target.kind === 'call'
    ? `call-${target.counterId}-${target.callId}`
    : `lead-${target.counterId}-${target.leadId}`;

/** A call's or lead's tags as chips, with add and remove and their unsaved writes marked. */
export function TagEditor(props: TagEditorProps) {
  const { target, tags, pending, suggestions = [], locale, onAdd, onRemove, onQuery } = props;
  const { writesOff } = props;
  const t = historyText(locale);
  const [draft, setDraft] = useState('');
  const key = targetKey(target).replace(/[^\w-]/g, '_');
  const listId = `tl-tags-${key}`;
  const trimmed = draft.trim();
  const tooLong = trimmed.length > MAX_TAG_LENGTH;

  const stateOf = (tag: string, op: 'add' | 'remove') =>
    pending.find((entry) => entry.tag === tag && entry.op === op);
  const removals = pending.filter((entry) => entry.op === 'remove' && !tags.includes(entry.tag));

  const submit = (event: Event) => {
    event.preventDefault();
    if (!onAdd || trimmed === '' || tooLong || writesOff) return;
    if (!tags.includes(trimmed)) onAdd(target, trimmed);
    setDraft('');
  };

  return (
    <div class="tl-h-tags">
      <ul class="tl-h-tag-list" aria-label={t('field.tags')}>
        {tags.length === 0 && removals.length === 0 && <li class="tl-h-muted">{t('tags.none')}</li>}
        {tags.map((tag) => {
          const write = stateOf(tag, 'add');
          return (
            <li key={`t-${tag}`} class={`tl-h-tag${write ? ` tl-h-tag--${write.state}` : ''}`}>
              <span class="tl-h-tag-name">{tag}</span>
              {write && (
                <span class="tl-h-tag-state" title={write.lastError}>
                  {write.state === 'failing' ? t('tags.failing') : t('tags.pendingAdd')}
                </span>
              )}
              {onRemove && (
                <button
                  type="button"
                  class="tl-h-tag-remove"
                  aria-label={t('tags.remove', { tag })}
                  title={writesOff ?? t('tags.remove', { tag })}
                  disabled={writesOff !== undefined}
                  onClick={() => onRemove(target, tag)}
                >
                  ×
                </button>
              )}
            </li>
          );
        })}
        {removals.map((write) => (
          <li key={`r-${write.id}`} class={`tl-h-tag tl-h-tag--removing tl-h-tag--${write.state}`}>
            <s class="tl-h-tag-name">{write.tag}</s>
            <span class="tl-h-tag-state" title={write.lastError}>
              {write.state === 'failing' ? t('tags.failing') : t('tags.pendingRemove')}
            </span>
          </li>
        ))}
      </ul>
      {onAdd && (
        <form class="tl-h-tag-form" onSubmit={submit}>
          <input
            type="text"
            class="tl-h-tag-input"
            value={draft}
            list={listId}
            maxLength={MAX_TAG_LENGTH + 1}
            placeholder={t('tags.add')}
            aria-label={t(target.kind === 'call' ? 'tags.addLabel.call' : 'tags.addLabel.lead')}
            aria-invalid={tooLong}
            disabled={writesOff !== undefined}
            title={writesOff}
            onInput={(event) => {
              const value = event.currentTarget.value;
              setDraft(value);
              onQuery?.(value.trim());
            }}
            onFocus={() => onQuery?.(trimmed)}
          />
          <datalist id={listId}>
            {suggestions
              .filter((s) => !tags.includes(s))
              .map((s) => (
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
      )}
    </div>
  );
}
