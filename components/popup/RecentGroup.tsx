import { useEffect, useState } from 'preact/hooks';
import {
  formatDateTime,
  formatDuration,
  formatPhone,
  telHref,
  toDateTimeAttribute,
} from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { RecentGroup as Group } from '../../lib/state/popup/recent-model';
import type { RecentCall } from '../../lib/types/recent-calls';
import { safeLine } from '../../lib/format/untrusted-text';
import { sourceLine } from '../history/source-text';
import { recentText } from './recent-text';

export interface RecentGroupProps {
  group: Group;
  locale: Locale;
  timeZone?: string;
  /** The CRM's search address for the number, or undefined (the number is copied). */
  searchUrl?: string;
  crmName?: string;
  onSelect: (phone: string) => void;
  onCopy: (text: string) => Promise<boolean>;
}

/** How long "Copied" stays. */
const NOTE_MS = 4000;

function CallLine({
  call,
  locale,
  timeZone,
}: {
  call: RecentCall;
  locale: Locale;
  timeZone?: string;
}) {
  const t = recentText(locale);
  const source = sourceLine(call);
  return (
    <li
      class={`tl-recent-call ${call.answered ? 'is-answered' : 'is-missed'}`}
      data-call-id={call.callId}
    >
      <time dateTime={toDateTimeAttribute(call.startTime)} class="tl-recent-when">
        {formatDateTime(call.startTime, locale, timeZone)}
      </time>
      <span class={`tl-h-badge ${call.answered ? 'tl-h-badge--ok' : 'tl-h-badge--bad'}`}>
        {call.answered ? t('call.answered') : t('call.missed')}
      </span>
      {call.answered && (
        <span class="tl-recent-duration">{formatDuration(call.durationSec, locale)}</span>
      )}
      {source && (
        <span class="tl-recent-source" title={source}>
          {source}
        </span>
      )}
      {call.tags.length > 0 && (
        <span class="tl-recent-tags" aria-label={t('tags')}>
          {call.tags.map((tag) => (
            <span key={tag} class="tl-h-tag">
              {tag}
            </span>
          ))}
        </span>
      )}
    </li>
  );
}

/** One caller: the number (opens its detail), its calls, and Call back · Copy source · Find in CRM. */
export function RecentGroup({
  group,
  locale,
  timeZone,
  searchUrl,
  crmName,
  onSelect,
  onCopy,
}: RecentGroupProps) {
  const t = recentText(locale);
  const display = formatPhone(group.phone);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(null), NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);
  // Visitor-written labels: copied cleaned, bounded and never as a formula (untrusted-text.ts).
  const source = group.withSource ? safeLine(sourceLine(group.withSource)) : undefined;
  const copy = async (text: string, done: string) =>
    setNote((await onCopy(text)) ? done : t('copyFailed', { text }));
  return (
    <li class={`tl-recent-group${group.missed > 0 ? ' has-missed' : ''}`} data-phone={group.phone}>
      <div class="tl-recent-head">
        <button
          type="button"
          class="tl-recent-number"
          aria-label={t('showDetail', { phone: display })}
          onClick={() => onSelect(group.phone)}
        >
          {display}
        </button>
        {group.onPage && <span class="tl-h-badge tl-h-badge--info">{t('onPage')}</span>}
        <span class="tl-recent-count">{t('group.calls', { n: group.calls.length })}</span>
      </div>
      <ul class="tl-recent-calls">
        {group.calls.map((call) => (
          <CallLine
            key={`${call.counterId}:${call.callId}`}
            call={call}
            locale={locale}
            timeZone={timeZone}
          />
        ))}
      </ul>
      <div class="tl-action-row tl-recent-actions">
        <a class="tl-button tl-button--small" href={telHref(group.phone)}>
          {t('callBack')}
        </a>
        <button
          type="button"
          class="tl-button tl-button--small"
          disabled={!source}
          title={source ?? t('noSource')}
          onClick={() => source && void copy(source, t('copied', { text: source }))}
        >
          {t('copySource')}
        </button>
        {searchUrl ? (
          <a
            class="tl-button tl-button--small"
            href={searchUrl}
            target="_blank"
            rel="noopener noreferrer"
            title={t('findIn', { phone: display, crm: crmName ?? '' })}
          >
            {t('findInCrm')}
          </a>
        ) : (
          <button
            type="button"
            class="tl-button tl-button--small"
            title={t('findCopies')}
            onClick={() => void copy(`+${group.phone}`, t('numberCopied', { phone: display }))}
          >
            {t('findInCrm')}
          </button>
        )}
      </div>
      <p class="tl-action-note" role="status">
        {note}
      </p>
    </li>
  );
}
