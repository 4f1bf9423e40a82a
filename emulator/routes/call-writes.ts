import { phoneArea } from '../data/phones';
import { badRequest } from '../errors';
import { CALL_FIELDS } from '../fields';
import type { Params } from '../params';
import type { Scalar } from '../records';
import { parseZonedDate } from '../time';
import { readTagList } from './tag-writes';
import { readPhoneDigits } from './write-values';

/** Validated fields of a call add or update. Dates are epoch ms. */
export interface CallChange {
  startMs?: number;
  stopMs?: number;
  tags?: string[];
  fields: Record<string, Scalar>;
}

const ENVELOPE_KEYS = new Set(['counter', 'callId']);

/** Checks every field of a call write against the call dimensions; 400 on the first problem. */
export function readCallChange(params: Params): CallChange {
  const change: CallChange = { fields: {} };
  for (const [name, value] of Object.entries(params)) {
    if (ENVELOPE_KEYS.has(name) || value === undefined) continue;
    const kind = CALL_FIELDS[name];
    if (kind === undefined) throw badRequest(`Unknown call field "${name}".`);
    switch (kind) {
      case 'date': {
        const parsed = typeof value === 'string' ? parseZonedDate(value) : undefined;
        if (!parsed) throw badRequest(`${name} must be YYYY-MM-DD or YYYY-MM-DD HH:MM:SS.`);
        if (name === 'startTime') change.startMs = parsed.ms;
        else change.stopMs = parsed.ms;
        break;
      }
      case 'list':
        change.tags = readTagList(value);
        break;
      default:
        change.fields[name] = readScalar(name, kind, value);
    }
  }
  const status = change.fields.status;
  if (status !== undefined) {
    const upper = String(status).toUpperCase();
    if (upper !== 'SUCCESS' && upper !== 'FAILED')
      throw badRequest('status must be SUCCESS or FAILED.');
    change.fields.status = upper;
  }
  if (change.fields.statusCode !== undefined) {
    change.fields.statusCode = String(change.fields.statusCode).toUpperCase();
  }
  const caller = change.fields.callerPhone;
  if (typeof caller === 'string') {
    for (const [key, area] of Object.entries(phoneArea(caller))) change.fields[key] ??= area;
  }
  return change;
}

function readScalar(name: string, kind: string, value: unknown): Scalar {
  if (kind === 'phone') return readPhoneDigits(name, value);
  if (kind === 'number') {
    const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 0) {
      throw badRequest(`${name} must be a non-negative integer.`);
    }
    return number;
  }
  if (kind === 'boolean') {
    if (value === true || value === 'true' || value === 1 || value === '1') return true;
    if (value === false || value === 'false' || value === 0 || value === '0') return false;
    throw badRequest(`${name} must be true or false.`);
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw badRequest(`${name} must be a string.`);
}
