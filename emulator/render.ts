import { CALL_FIELDS, LEAD_FIELDS, ORDER_DIMENSIONS } from './fields';
import type { FieldValue } from './filter';
import type { ApiRecord, CallRecord, LeadRecord, OrderRecord, PoolRecord } from './records';
import { derivedVisitorField } from './data/visitor-ids';
import { formatTimestamp } from './time';

/** A call dimension as the filter compares it: dates as epoch ms. */
export function callFilterValue(call: CallRecord, field: string): FieldValue {
  switch (field) {
    case 'callId':
      return call.callId;
    case 'startTime':
      return call.startMs;
    case 'stopTime':
      return call.stopMs;
    case 'tags':
      return call.tags;
    case 'callRecordUrl':
      // Derived unless written: answered calls have a recording named after the call.
      return (
        call.fields.callRecordUrl ??
        (call.fields.statusCode === 'ANSWERED'
          ? `https://records.example/${call.counterId}/${call.callId}.mp3`
          : undefined)
      );
    default:
      return call.fields[field] ?? derivedVisitorField(field, call.visitorSeed);
  }
}

/** Only the requested dimensions that have a value; booleans as "true"/"false" text. */
export function renderCall(call: CallRecord, dimensions: readonly string[]): ApiRecord {
  const out: ApiRecord = {};
  for (const dimension of dimensions) {
    if (dimension === 'tags') out.tags = [...call.tags];
    else if (dimension === 'startTime') out.startTime = formatTimestamp(call.startMs);
    else if (dimension === 'stopTime') out.stopTime = formatTimestamp(call.stopMs);
    else {
      const value = callFilterValue(call, dimension);
      if (value === undefined || value === '') continue;
      out[dimension] = typeof value === 'boolean' ? String(value) : value;
    }
  }
  return out;
}

export const ALL_CALL_DIMENSIONS = Object.keys(CALL_FIELDS);

export function leadFilterValue(lead: LeadRecord, field: string): FieldValue {
  switch (field) {
    case 'id':
      return lead.id;
    case 'createdAt':
    case 'leadCreateDate':
      return lead.createdMs;
    case 'updatedAt':
      return lead.updatedMs;
    case 'phone':
      return lead.phone;
    case 'status':
      return lead.status;
    case 'tags':
      return lead.tags;
    case 'ip':
    case 'analyticsClientId':
    case 'webstatClientId':
      return lead.fields[field] ?? derivedVisitorField(field, lead.visitorSeed);
    default:
      return lead.fields[field];
  }
}

export function renderLead(
  lead: LeadRecord,
  dimensions: readonly string[],
  chain: (lead: LeadRecord) => string[],
): ApiRecord {
  const out: ApiRecord = {};
  for (const dimension of dimensions) {
    if (dimension === 'tags') out.tags = [...lead.tags];
    else if (dimension === 'interActionChain') out.interActionChain = chain(lead);
    else if (LEAD_FIELDS[dimension] === 'date') {
      out[dimension] = formatTimestamp(Number(leadFilterValue(lead, dimension)));
    } else {
      const value = leadFilterValue(lead, dimension);
      if (value === undefined || value === '') continue;
      out[dimension] = typeof value === 'boolean' ? String(value) : value;
    }
  }
  return out;
}

export const ALL_LEAD_DIMENSIONS = Object.keys(LEAD_FIELDS).filter((d) => d !== 'interActionChain');

export function orderFilterValue(order: OrderRecord, field: string): FieldValue {
  switch (field) {
    case 'orderId':
      return order.orderId;
    case 'dateTime':
      return order.dateMs;
    case 'tags':
      return order.tags;
    default:
      return order.fields[field];
  }
}

/** Only the requested dimensions that have a value (the service's documented order reply). */
export function renderOrder(order: OrderRecord, dimensions: readonly string[]): ApiRecord {
  const out: ApiRecord = {};
  for (const dimension of dimensions) {
    if (dimension === 'tags') out.tags = [...order.tags];
    else if (dimension === 'dateTime') out.dateTime = formatTimestamp(order.dateMs);
    else if (dimension === 'contactPerson') {
      if (order.contactPerson) out.contactPerson = { ...order.contactPerson };
    } else {
      const value = orderFilterValue(order, dimension);
      if (value !== undefined && value !== '') out[dimension] = value as ApiRecord[string];
    }
  }
  return out;
}

export const ALL_ORDER_DIMENSIONS = Object.keys(ORDER_DIMENSIONS);

export function renderPool(pool: PoolRecord): ApiRecord {
  return { ...pool, phones: [...pool.phones] };
}
