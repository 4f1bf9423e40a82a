import { formatDateTime } from '../../lib/format';
import type { Locale } from '../../lib/i18n/translate';
import type { CallView, TagTarget } from '../../lib/types/phone-data';
import { OutcomeButtons } from './OutcomeButtons';

/**
 * The outcome of the newest call in one click (the card and the popup detail): the call's time
 * says which call it is; the tag write goes through the outbox like every tag.
 */
export interface NewestCallOutcomeProps {
  /** None (no call, or writes are off): nothing is offered. */
  call: CallView | undefined;
  outcomes: readonly string[] | undefined;
  locale: Locale;
  timeZone?: string;
  onPick: (target: TagTarget, tag: string) => unknown;
}

export function NewestCallOutcome({
  call,
  outcomes,
  locale,
  timeZone,
  onPick,
}: NewestCallOutcomeProps) {
  if (!call || !outcomes || outcomes.length === 0) return null;
  return (
    <div class="tl-newest-outcome" data-call-id={call.callId}>
      <span class="tl-h-muted">{formatDateTime(call.startTime, locale, timeZone)}</span>
      <OutcomeButtons
        outcomes={outcomes}
        tags={call.tags}
        locale={locale}
        onPick={(tag) =>
          onPick({ kind: 'call', counterId: call.counterId, callId: call.callId }, tag)
        }
      />
    </div>
  );
}
