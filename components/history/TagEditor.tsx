import type { Locale } from '../../lib/i18n/translate';
import type { OutboxEntryView, TagTarget } from '../../lib/types/phone-data';
import { historyText } from './translate';

export interface TagEditorProps {
  target: TagTarget;
  tags: readonly string[];
  /** Outbox entries of this target (see `pendingForTarget`). */
  pending: readonly OutboxEntryView[];
  locale: Locale;
  /** Absent: tags are shown read-only. */
  onRemove?: (target: TagTarget, tag: string) => void;
  /** Why tags cannot be written now (the key was refused); the controls stay, disabled. */
  writesOff?: string;
}

/**
 * A call's or lead's tags as chips, with remove and their unsaved writes marked (a history
 * adds tags through its one field, HistoryTagForm; the card through QuickTag).
 */
export function TagEditor(props: TagEditorProps) {
  const { target, tags, pending, locale, onRemove, writesOff } = props;
  const t = historyText(locale);

  const stateOf = (tag: string, op: 'add' | 'remove') =>
    pending.find((entry) => entry.tag === tag && entry.op === op);
  const removals = pending.filter((entry) => entry.op === 'remove' && !tags.includes(entry.tag));

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
    </div>
  );
}
