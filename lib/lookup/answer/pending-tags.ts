/** Tag writes waiting in the outbox, shown on a detail as if done, so the UI sees a change at once. */
import type { OutboxEntryView, PhoneDetail } from '../../types/phone-data';
import { applyPendingTags } from '../../outbox/tag-outbox';

export function withPendingTags(
  detail: PhoneDetail,
  pending: readonly OutboxEntryView[],
): PhoneDetail {
  if (pending.length === 0) return { ...detail, pendingTagWrites: 0 };
  let applied = 0;
  const calls = detail.calls.map((call) => {
    const next = applyPendingTags(call.tags, { kind: 'call', ...call }, pending);
    applied += next.applied;
    return { ...call, tags: next.tags };
  });
  const leads = detail.leads.map((lead) => {
    const next = applyPendingTags(lead.tags, { kind: 'lead', ...lead }, pending);
    applied += next.applied;
    return { ...lead, tags: next.tags };
  });
  return { ...detail, calls, leads, pendingTagWrites: applied };
}
