/**
 * Missed-call notifications' state, the background's alone (its IndexedDB, like
 * `background-items.ts`): whether they are on, since when, and which calls were told already.
 */
import { z } from 'zod';
import { defineBackgroundItem } from './background-store';

/** Calls remembered as told; older ones are forgotten first (they are past the look-back). */
export const MAX_NOTIFIED_CALLS = 500;

const MissedAlertsSchema = z.object({
  on: z.boolean(),
  /** Epoch ms the switch was turned on: calls before it are never told. */
  since: z.number().optional(),
  /** `counterId:callId` of the missed calls told. */
  notified: z.array(z.string().max(100)).max(MAX_NOTIFIED_CALLS),
});
export type MissedAlertsState = z.infer<typeof MissedAlertsSchema>;

/** Unreadable: off (the user switches them on again, which asks nothing new). */
export const missedAlertsItem = defineBackgroundItem<MissedAlertsState>('missedCallAlerts', {
  schema: MissedAlertsSchema,
  version: 1,
  fallback: { on: false, notified: [] },
});
