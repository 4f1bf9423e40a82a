import type { CallView, LeadView, TagTarget } from '../types/phone-data';

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

/** Shared with the history view, which matches outbox writes to calls and leads the same way. */
export { sameTarget } from '../../components/history/pending-tags';
