/**
 * Bounds on every message a content script sends (SECURITY.md, "The user's writes, and the
 * background's resources"): a content script runs inside a page that may be hostile.
 *
 * - At most MESSAGES_PER_SECOND_PER_FRAME messages of one type a second from one frame, and
 *   MESSAGES_PER_SECOND_PER_TAB from one tab; past it `rate_limited`. Tag writes (30 a minute
 *   per tab, write-guard.ts) and the card's views (3 injections a minute per document,
 *   card-views.ts) have tighter bounds of their own and are not counted twice.
 * - `workspace.open` opens a tab: only for a number the tab reported (`detected:<tabId>`), at
 *   most once every WORKSPACE_OPEN_EVERY_MS per tab, as a person clicking would.
 */
import type { RequestType } from '../messaging/protocol';
import { HandlerError, type MessageSender } from './router';

/** Far above what the card, the cue and a scrolling frame send (at most one a frame paint). */
export const MESSAGES_PER_SECOND_PER_FRAME = 60;
export const MESSAGES_PER_SECOND_PER_TAB = 300;
export const WORKSPACE_OPEN_EVERY_MS = 5_000;
const SECOND_MS = 1_000;
/** Windows kept before the idle ones are dropped. */
const MAX_WINDOWS = 5_000;

const OWN_BOUNDS: ReadonlySet<RequestType> = new Set<RequestType>([
  'tags.add',
  'tags.remove',
  'card.views',
]);

export interface ChannelLimitsDeps {
  /** The numbers a tab reported (`detected:<tabId>`). */
  detected: (tabId: number) => Promise<readonly string[]>;
  now?: () => number;
}

export type ChannelLimits = ReturnType<typeof createChannelLimits>;

export function createChannelLimits({ detected, now = Date.now }: ChannelLimitsDeps) {
  const windows = new Map<string, number[]>();
  const lastOpen = new Map<number, number>();

  /** Counts one message in `key`'s last `windowMs`; false when `limit` were there already. */
  function take(key: string, limit: number, windowMs: number): boolean {
    const time = now();
    if (windows.size > MAX_WINDOWS) {
      for (const [other, times] of windows) {
        if (times.every((at) => time - at >= windowMs)) windows.delete(other);
      }
    }
    const recent = (windows.get(key) ?? []).filter((at) => time - at < windowMs);
    const taken = recent.length < limit;
    if (taken) recent.push(time);
    windows.set(key, recent);
    return taken;
  }

  async function admitWorkspaceOpen(tabId: number, phone: string | undefined) {
    if (phone === undefined || !(await detected(tabId)).includes(phone)) {
      throw new HandlerError(
        'forbidden_sender',
        'A page may open the workspace only for a number found on it.',
      );
    }
    const time = now();
    if (time - (lastOpen.get(tabId) ?? -Infinity) < WORKSPACE_OPEN_EVERY_MS) {
      throw new HandlerError(
        'rate_limited',
        'The workspace was opened from this page a moment ago.',
      );
    }
    lastOpen.set(tabId, time);
  }

  return {
    /** Throws unless a content script's message is within its bounds; counts it. */
    async admit(request: { type: RequestType; phone?: string }, sender: MessageSender) {
      const tabId = sender.tab?.id ?? -1;
      const frameId = sender.frameId ?? 0;
      const { type } = request;
      if (!OWN_BOUNDS.has(type)) {
        const inFrame = take(
          `${tabId}:${frameId}:${type}`,
          MESSAGES_PER_SECOND_PER_FRAME,
          SECOND_MS,
        );
        const inTab = inFrame && take(`${tabId}:${type}`, MESSAGES_PER_SECOND_PER_TAB, SECOND_MS);
        if (!inTab) {
          throw new HandlerError(
            'rate_limited',
            `Too many "${type}" messages from this page; try again in a second.`,
          );
        }
      }
      if (type === 'workspace.open') await admitWorkspaceOpen(tabId, request.phone);
    },
    /** A tab closed: its workspace time goes. */
    forgetTab(tabId: number) {
      lastOpen.delete(tabId);
    },
  };
}
