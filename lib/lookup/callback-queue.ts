/**
 * The callback queue: which missed calls nobody has called back yet. A missed call stays open
 * until one of these closes it, each seen by every rep's extension through the tracker:
 * - it carries the team's "called back" tag (written by "Done", or with an outcome after Call back);
 * - the same caller's later call was answered;
 * - a rep logged a call with that number after it (a hand-logged call, waiting or accepted).
 * Pure: the background computes it for the view and the toolbar badge alike.
 */
import type { RecentCall } from '../types/recent-calls';

export type ClosedBy = 'tag' | 'answered' | 'logged';

/** A call logged by hand (the record outbox), by the number it was with. */
export interface LoggedCall {
  phone: string;
  startTime: number;
}

export const callKeyOf = (call: { counterId: string; callId: string }): string =>
  `${call.counterId}:${call.callId}`;

/** Why a missed call is no longer open, or undefined while it is. */
export function closedBy(
  call: RecentCall,
  later: readonly RecentCall[],
  tag: string,
  logged: readonly LoggedCall[],
): ClosedBy | undefined {
  if (call.tags.includes(tag)) return 'tag';
  if (later.some((next) => next.answered && next.startTime > call.startTime)) return 'answered';
  if (logged.some((entry) => entry.phone === call.phone && entry.startTime > call.startTime)) {
    return 'logged';
  }
  return undefined;
}

/**
 * The open missed calls among `calls` (any order), newest first. A caller's older missed calls
 * are open as long as their newest is: each is a call to return, and "Done" closes each.
 */
export function openMissedCalls(
  calls: readonly RecentCall[],
  tag: string,
  logged: readonly LoggedCall[] = [],
): RecentCall[] {
  const byPhone = new Map<string, RecentCall[]>();
  for (const call of calls) {
    const list = byPhone.get(call.phone);
    if (list) list.push(call);
    else byPhone.set(call.phone, [call]);
  }
  return calls
    .filter(
      (call) =>
        !call.answered && closedBy(call, byPhone.get(call.phone) ?? [], tag, logged) === undefined,
    )
    .sort((a, b) => b.startTime - a.startTime);
}
