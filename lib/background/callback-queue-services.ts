/**
 * The callback queue as the background sees it: the recent calls with the tag writes still
 * waiting in the outbox shown as done (so "Done" shows at once), the calls logged by hand and
 * still waiting (the record outbox), and the team's tags from the settings.
 */
import {
  callKeyOf,
  closedMissedCalls,
  openMissedCalls,
  whoTagOf,
  type LoggedCall,
} from '../lookup/answer/callback-queue';
import { applyPendingTags } from '../outbox/tag-outbox';
import type { Settings } from '../storage/settings';
import type { CallbackQueue, RecentCall } from '../types/recent-calls';
import { recordOutboxItem } from '../outbox/record-outbox';
import type { Services } from './services';

/** Hand-logged calls waiting to be sent, by each number they name. */
async function waitingLoggedCalls(): Promise<LoggedCall[]> {
  const writes = await recordOutboxItem.getValue().catch(() => []);
  return writes.flatMap(({ write }) => {
    if (write.kind !== 'call.add' || write.call.startTime === undefined) return [];
    const startTime = write.call.startTime;
    return [write.call.callerPhone, write.call.calledPhone]
      .filter((phone): phone is string => phone !== undefined)
      .map((phone) => ({ phone, startTime }));
  });
}

export async function withCallbackQueue(
  services: Pick<Services, 'outbox'>,
  settings: Pick<Settings, 'calledBackTag' | 'outcomeTags' | 'callbackQueue' | 'repName'>,
  calls: readonly RecentCall[],
): Promise<{ calls: RecentCall[]; callback: CallbackQueue }> {
  const [pending, logged] = await Promise.all([services.outbox.list(), waitingLoggedCalls()]);
  const shown = calls.map((call) =>
    pending.length === 0
      ? call
      : { ...call, tags: applyPendingTags(call.tags, { kind: 'call', ...call }, pending).tags },
  );
  const whoTag = whoTagOf(settings.calledBackTag, settings.repName);
  return {
    calls: shown,
    callback: {
      tag: settings.calledBackTag,
      outcomes: settings.outcomeTags,
      open: openMissedCalls(shown, settings.calledBackTag, logged).map(callKeyOf),
      closed: closedMissedCalls(shown, settings.calledBackTag, logged),
      ...(whoTag ? { whoTag } : {}),
      on: settings.callbackQueue,
    },
  };
}
