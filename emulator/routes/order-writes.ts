import { badRequest } from '../errors';
import { isRecord, type Params } from '../params';
import type { ContactPerson, Scalar } from '../records';
import { parseZonedDate } from '../time';
import { readTagList } from './tag-writes';
import { readPhoneDigits } from './write-values';

export interface OrderChange {
  dateMs?: number;
  tags?: string[];
  contactPerson?: ContactPerson;
  fields: Record<string, Scalar>;
}

const TEXT_FIELDS = new Set(['sid', 'uuid', 'email', 'comment']);
const MONEY_FIELDS = new Set(['margin', 'revenue']);
const CONTACT_FIELDS = new Set(['name', 'phone', 'email']);

/** Checks the fields of an order add or update; 400 on the first problem. */
export function readOrderChange(params: Params): OrderChange {
  const change: OrderChange = { fields: {} };
  for (const [name, value] of Object.entries(params)) {
    if (name === 'counter' || name === 'orderId' || value === undefined) continue;
    if (name === 'dateTime') {
      const parsed = typeof value === 'string' ? parseZonedDate(value) : undefined;
      if (!parsed) throw badRequest('dateTime must be YYYY-MM-DD or YYYY-MM-DD HH:MM:SS.');
      change.dateMs = parsed.ms;
    } else if (name === 'callerPhone') {
      change.fields.callerPhone = readPhoneDigits(name, value);
    } else if (MONEY_FIELDS.has(name)) {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isFinite(number))
        throw badRequest(`${name} must be a number.`);
      change.fields[name] = number;
    } else if (TEXT_FIELDS.has(name)) {
      if (typeof value !== 'string') throw badRequest(`${name} must be a string.`);
      change.fields[name] = value;
    } else if (name === 'contactPerson') {
      change.contactPerson = readContact(value);
    } else if (name === 'tags') {
      change.tags = readTagList(value);
    } else {
      throw badRequest(`Unknown order field "${name}".`);
    }
  }
  return change;
}

function readContact(value: unknown): ContactPerson {
  if (!isRecord(value)) throw badRequest('contactPerson must be an object.');
  const contact: ContactPerson = {};
  for (const [key, item] of Object.entries(value)) {
    if (!CONTACT_FIELDS.has(key)) throw badRequest(`Unknown contactPerson field "${key}".`);
    if (item === undefined || item === null) continue;
    if (key === 'phone') contact.phone = readPhoneDigits('contactPerson.phone', item);
    else if (typeof item === 'string') contact[key as 'name' | 'email'] = item;
    else throw badRequest(`contactPerson.${key} must be a string.`);
  }
  return contact;
}
