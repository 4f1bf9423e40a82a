/**
 * The callback queue: which missed calls nobody has called back yet. A missed call stays open
 * until one of these closes it, each seen by every rep's extension through the tracker:
 * - it carries the team's "called back" tag (written by "Done", or with an outcome after Call back),
 *   or that tag naming who (`called-back:Anna`, written beside it when the rep's name is set);
 * - the same caller's later call was answered;
 * - a rep logged a call with that number after it (a hand-logged call, waiting or accepted).
 * Pure: the background computes it for the view and the toolbar badge alike.
 */
import type { RecentCall } from '../../types/recent-calls';

export type ClosedBy = 'tag' | 'answered' | 'logged';

/** A call logged by hand (the record outbox), by the number it was with. */
export interface LoggedCall {
  phone: string;
  startTime: number;
}

export const callKeyOf = (call: { counterId: string; callId: string }): string =>
  `${call.counterId}:${call.callId}`;

/** A tag as the tracker takes it (settings' CallTag). */
const MAX_TAG_CHARS = 64;
/** The most characters of a name read from another rep's tag (the tracker's data: untrusted). */
export const MAX_REP_NAME_CHARS = 40;

/**
 * The tag naming who marked the call (`called-back:Anna`), written beside the team's tag when
 * the rep's name is set (settings or policy `repName`): tags are all the team shares. Bounded
 * to a tag's 64 characters; undefined without a name or room for one.
 */
export function whoTagOf(tag: string, name: string): string | undefined {
  const clean = name
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, Math.max(0, Math.min(MAX_REP_NAME_CHARS, MAX_TAG_CHARS - tag.length - 1)))
    .trim();
  return clean ? `${tag}:${clean}` : undefined;
}

/** Who marked the call, from its tags (the first `tag:<name>`), bounded and cleaned. */
export function calledBackBy(tags: readonly string[], tag: string): string | undefined {
  const prefix = `${tag}:`;
  for (const each of tags) {
    if (!each.startsWith(prefix)) continue;
    const name = each
      .slice(prefix.length)
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_REP_NAME_CHARS);
    if (name) return name;
  }
  return undefined;
}

const hasCalledBackTag = (tags: readonly string[], tag: string) =>
  tags.some((each) => each === tag || each.startsWith(`${tag}:`));

/** Why a missed call is no longer open, or undefined while it is. */
export function closedBy(
  call: RecentCall,
  later: readonly RecentCall[],
  tag: string,
  logged: readonly LoggedCall[],
): ClosedBy | undefined {
  if (hasCalledBackTag(call.tags, tag)) return 'tag';
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
  const byPhone = callsByPhone(calls);
  return calls
    .filter(
      (call) =>
        !call.answered && closedBy(call, byPhone.get(call.phone) ?? [], tag, logged) === undefined,
    )
    .sort((a, b) => b.startTime - a.startTime);
}

function callsByPhone(calls: readonly RecentCall[]): Map<string, RecentCall[]> {
  const byPhone = new Map<string, RecentCall[]>();
  for (const call of calls) {
    const list = byPhone.get(call.phone);
    if (list) list.push(call);
    else byPhone.set(call.phone, [call]);
  }
  return byPhone;
}

/** A missed call no longer open: why, and who marked it where its tags say. */
export interface ClosedMissedCall {
  key: string;
  by: ClosedBy;
  who?: string;
}

/** The most closed calls the queue lists under its open ones. */
export const MAX_CLOSED_SHOWN = 30;

/** The missed calls among `calls` that are closed, newest first, at most `MAX_CLOSED_SHOWN`. */
export function closedMissedCalls(
  calls: readonly RecentCall[],
  tag: string,
  logged: readonly LoggedCall[] = [],
): ClosedMissedCall[] {
  const byPhone = callsByPhone(calls);
  const closed: (ClosedMissedCall & { startTime: number })[] = [];
  for (const call of calls) {
    if (call.answered) continue;
    const by = closedBy(call, byPhone.get(call.phone) ?? [], tag, logged);
    if (!by) continue;
    const who = by === 'tag' ? calledBackBy(call.tags, tag) : undefined;
    closed.push({ key: callKeyOf(call), by, ...(who ? { who } : {}), startTime: call.startTime });
  }
  return closed
    .sort((a, b) => b.startTime - a.startTime)
    .slice(0, MAX_CLOSED_SHOWN)
    .map(({ startTime: _, ...entry }) => entry);
}
