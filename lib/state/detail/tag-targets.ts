/** Which call or lead a tag write is for, and applying a write to a number's detail. */
import type {
  CallView,
  LeadView,
  OutboxEntryView,
  PhoneDetail,
  TagTarget,
} from '../../types/phone-data';

export const callTarget = (call: CallView): TagTarget => ({
  kind: 'call',
  counterId: call.counterId,
  callId: call.callId,
});

export const leadTarget = (lead: LeadView): TagTarget => ({
  kind: 'lead',
  counterId: lead.counterId,
  leadId: lead.leadId,
});

export function sameTarget(a: TagTarget, b: TagTarget): boolean {
  if (a.kind === 'call' && b.kind === 'call') {
    return a.counterId === b.counterId && a.callId === b.callId;
  }
  if (a.kind === 'lead' && b.kind === 'lead') {
    return a.counterId === b.counterId && a.leadId === b.leadId;
  }
  return false;
}

/** Whether the detail shows the call or lead a write is for. */
export const isShown = (detail: PhoneDetail, target: TagTarget): boolean =>
  target.kind === 'call'
    ? detail.calls.some((call) => sameTarget(callTarget(call), target))
    : detail.leads.some((lead) => sameTarget(leadTarget(lead), target));

/** Tag writes for one call or lead that the service has not accepted yet. */
export function pendingForTarget(
  outbox: readonly OutboxEntryView[],
  target: TagTarget,
): OutboxEntryView[] {
  return outbox.filter((entry) => sameTarget(entry.target, target));
}

/** The detail as it reads once a tag is added to (or removed from) one call or lead. */
export function withTagWrite(
  detail: PhoneDetail,
  target: TagTarget,
  op: 'add' | 'remove',
  tag: string,
): PhoneDetail {
  const change = (tags: string[]) =>
    op === 'add' ? (tags.includes(tag) ? tags : [...tags, tag]) : tags.filter((t) => t !== tag);
  const retag = <T extends { tags: string[] }>(entry: T, entryTarget: TagTarget): T =>
    sameTarget(entryTarget, target) ? { ...entry, tags: change(entry.tags) } : entry;
  return {
    ...detail,
    calls: detail.calls.map((call) => retag(call, callTarget(call))),
    leads: detail.leads.map((lead) => retag(lead, leadTarget(lead))),
  };
}
