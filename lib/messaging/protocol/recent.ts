/** Recent calls: the calls of the chosen counters since a time, and missed-call notifications. */
import { z } from 'zod';
import type { RecentCalls } from '../../types/recent-calls';

export const recentFromPages = [
  z.object({
    type: z.literal('recent.calls'),
    /** Epoch ms: calls that started at or after it (within the local index's window). */
    since: z.number().int().nonnegative(),
    /** The tab the popup describes: which of the numbers are on it, which CRM it is. */
    tabId: z.number().int().nonnegative().optional(),
  }),
  z.object({ type: z.literal('recent.alerts') }),
  /** Sent once the `notifications` permission is granted (on) or to switch them off. */
  z.object({ type: z.literal('recent.alerts.set'), on: z.boolean() }),
] as const;

export interface MissedCallAlerts {
  on: boolean;
}

export interface RecentResponses {
  'recent.calls': RecentCalls;
  'recent.alerts': MissedCallAlerts;
  'recent.alerts.set': MissedCallAlerts;
}
