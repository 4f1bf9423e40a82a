import { formatDateTime, formatDuration, safeHttpUrl, toDateTimeAttribute } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { CallView, TagTarget } from '../../lib/types/phone-data';
import type { ComponentChildren } from 'preact';
import { EntryTags } from './EntryTags';
import { FieldList } from './FieldList';
import { separateMedium } from './source-text';
import type { TagActions } from './tag-actions';
import { historyText } from './translate';

const KNOWN_STATUSES = new Set(['success', 'failed', 'busy', 'no answer', 'no_answer']);

/**
 * The service's status in words; the answered/missed badge already says the common cases, so
 * only a status that adds something is listed (an unknown one as sent).
 */
function callStatusText(call: CallView, t: ReturnType<typeof historyText>): string | undefined {
  if (!call.status || call.status === 'success' || call.status === 'answered') return undefined;
  if (!KNOWN_STATUSES.has(call.status)) return call.status;
  const known = call.status === 'no_answer' ? 'no answer' : call.status;
  return t(`call.status.${known as 'failed' | 'busy' | 'no answer'}`);
}

/**
 * Draws a call's recording where the host wants it played: the hover card plays it in an
 * extension page of its own (the CRM page must not see the recording's request); extension
 * pages play it in place.
 */
export type RecordingSlot = (recording: {
  url: string;
  label: string;
  open: string;
}) => ComponentChildren;

export interface CallEntryProps extends TagActions {
  call: CallView;
  locale: Locale;
  timeZone?: string;
  recordingPlayer?: RecordingSlot;
}

/** One call: when, how long, answered or missed, its source and tags, the recording. */
export function CallEntry(props: CallEntryProps) {
  const { call, locale, timeZone, recordingPlayer, ...tagActions } = props;
  const t = historyText(locale);
  const when = formatDateTime(call.startTime, locale, timeZone);
  const recording = safeHttpUrl(call.recordingUrl);
  const target: TagTarget = { kind: 'call', counterId: call.counterId, callId: call.callId };
  return (
    <article class={`tl-h-entry tl-h-call ${call.answered ? 'is-answered' : 'is-missed'}`}>
      <header class="tl-h-entry-head">
        <span class="tl-h-kind" aria-hidden="true">
          {call.answered ? '✆' : '✕'}
        </span>
        <span class="tl-visually-hidden">{t('call.title')}</span>
        <time dateTime={toDateTimeAttribute(call.startTime)} class="tl-h-when">
          {when}
        </time>
        <span class={`tl-h-badge ${call.answered ? 'tl-h-badge--ok' : 'tl-h-badge--bad'}`}>
          {call.answered ? t('call.answered') : t('call.missed')}
        </span>
        <span class="tl-h-duration" title={t('field.duration')}>
          <span class="tl-visually-hidden">{t('field.duration')}: </span>
          {formatDuration(call.durationSec, locale)}
        </span>
        {call.isTarget && <span class="tl-h-badge tl-h-badge--info">{t('call.target')}</span>}
      </header>
      <FieldList
        fields={[
          { label: t('field.status'), value: callStatusText(call, t) },
          { label: t('field.source'), value: call.source },
          { label: t('field.medium'), value: separateMedium(call.source, call.medium) },
          { label: t('field.campaign'), value: call.campaign },
          { label: t('field.keyword'), value: call.keyword },
          { label: t('field.landingPage'), value: call.landingPage, link: true },
          { label: t('field.pool'), value: call.poolName },
        ]}
      >
        {recording && (
          <div class="tl-h-field tl-h-recording">
            <dt>{t('call.recording')}</dt>
            <dd>
              {recordingPlayer ? (
                recordingPlayer({
                  url: recording,
                  label: t('call.recordingLabel', { time: when }),
                  open: t('call.recordingOpen'),
                })
              ) : (
                <>
                  {/* Plays in place; preload="none" fetches nothing until Play is pressed.
                      The link stays for browsers that cannot play the format. */}
                  <audio
                    controls
                    preload="none"
                    src={recording}
                    aria-label={t('call.recordingLabel', { time: when })}
                  />
                  <a href={recording} target="_blank" rel="noopener noreferrer" class="tl-h-link">
                    {t('call.recordingOpen')}
                  </a>
                </>
              )}
            </dd>
          </div>
        )}
      </FieldList>
      <EntryTags target={target} tags={call.tags} locale={locale} {...tagActions} />
    </article>
  );
}
