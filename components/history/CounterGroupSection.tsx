import type { Locale } from '../../lib/i18n/translate';
import { CallEntry, type RecordingSlot } from './CallEntry';
import type { CounterGroup } from './group-by-counter';
import { LeadEntry } from './LeadEntry';
import type { TagActions } from './tag-actions';
import { historyText } from './translate';

export interface CounterGroupSectionProps extends TagActions {
  group: CounterGroup;
  locale: Locale;
  timeZone?: string;
  recordingPlayer?: RecordingSlot;
}

/** One site's (counter's) calls and leads, newest first. */
export function CounterGroupSection({
  group,
  locale,
  timeZone,
  recordingPlayer,
  ...tagActions
}: CounterGroupSectionProps) {
  const t = historyText(locale);
  const headingId = `tl-h-group-${group.counterId}`;
  return (
    <section class="tl-h-group" aria-labelledby={headingId}>
      <h3 class="tl-h-group-title" id={headingId}>
        <span class="tl-h-group-name">{group.counterName}</span>
        <span class="tl-h-muted tl-h-group-counts">
          {t('group.counts', { calls: group.callCount, leads: group.leadCount })}
        </span>
      </h3>
      <ol class="tl-h-entries">
        {group.entries.map((entry) => (
          <li key={entry.kind === 'call' ? `c-${entry.call.callId}` : `l-${entry.lead.leadId}`}>
            {entry.kind === 'call' ? (
              <CallEntry
                call={entry.call}
                locale={locale}
                timeZone={timeZone}
                recordingPlayer={recordingPlayer}
                {...tagActions}
              />
            ) : (
              <LeadEntry lead={entry.lead} locale={locale} timeZone={timeZone} {...tagActions} />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
