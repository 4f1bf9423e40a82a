import type { OutboxEntryView, TagTarget } from '../../lib/types/phone-data';

export function sameTarget(a: TagTarget, b: TagTarget): boolean {
  if (a.kind === 'call' && b.kind === 'call') {
    return a.counterId === b.counterId && a.callId === b.callId;
  }
  if (a.kind === 'lead' && b.kind === 'lead') {
    return a.counterId === b.counterId && a.leadId === b.leadId;
  }
  return false;
}

/** Tag writes for one call or lead that the service has not accepted yet. */
export function pendingForTarget(
  outbox: readonly OutboxEntryView[],
  target: TagTarget,
): OutboxEntryView[] {
  return outbox.filter((entry) => sameTarget(entry.target, target));
}
