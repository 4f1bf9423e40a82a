import type { Random } from '../prng';
import type { LeadRecord, OrderRecord } from '../records';
import { ORDER_COMMENTS } from './catalog';
import { formatDay } from '../time';

/** An order for a won lead: the sale the CRM reports back to the tracker. */
export function orderForLead(
  random: Random,
  lead: LeadRecord,
  sequence: number,
  dental: boolean,
): OrderRecord {
  const revenue = dental ? random.int(50, 1500) * 100 : random.int(250, 3000) * 100;
  const name = String(lead.fields.name ?? '');
  const email = random.chance(0.5) ? `client${random.digits(5)}@mail.example` : undefined;
  const order: OrderRecord = {
    orderId: `ORD-${formatDay(lead.updatedMs).slice(0, 4)}-${String(sequence).padStart(6, '0')}`,
    counterId: lead.counterId,
    dateMs: lead.updatedMs,
    tags: random.chance(0.3) ? ['sale', 'repeat'] : ['sale'],
    contactPerson: {
      name,
      ...(lead.phone ? { phone: lead.phone } : {}),
      ...(email ? { email } : {}),
    },
    fields: {
      sid: random.hex(24),
      uuid: `${random.hex(8)}-${random.hex(4)}-4${random.hex(3)}-b${random.hex(3)}-${random.hex(12)}`,
      revenue,
      margin: Math.round(revenue * (0.2 + random.next() * 0.2)),
    },
  };
  if (lead.phone) order.fields.callerPhone = lead.phone;
  if (email) order.fields.email = email;
  if (random.chance(0.4)) order.fields.comment = random.pick(ORDER_COMMENTS);
  return order;
}
