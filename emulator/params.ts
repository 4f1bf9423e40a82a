/**
 * Request parameters: a GET query decoded PHP-style (`a[0]=x`, `a[]=x`, `o[key]=x`) or a POST
 * JSON body, read through lenient typed readers.
 */
export type Params = Record<string, unknown>;

const BRACKETED = /^(.+?)\[([^\]]*)\]$/;

export function decodeQuery(search: URLSearchParams): Params {
  const out: Params = {};
  const indexed = new Map<string, [number, string][]>();
  for (const [key, value] of search) {
    const match = BRACKETED.exec(key);
    if (!match) {
      const previous = out[key];
      out[key] = previous === undefined ? value : [...toArray(previous), value];
      continue;
    }
    const [, base = '', inner = ''] = match;
    if (inner === '') out[base] = [...toArray(out[base]), value];
    else if (/^\d+$/.test(inner))
      indexed.set(base, [...(indexed.get(base) ?? []), [Number(inner), value]]);
    else {
      const previous = out[base];
      const object = isRecord(previous) ? previous : {};
      object[inner] = value;
      out[base] = object;
    }
  }
  for (const [base, entries] of indexed) {
    const ordered = entries.sort((a, b) => a[0] - b[0]).map(([, value]) => value);
    out[base] = [...ordered, ...toArray(out[base])];
  }
  return out;
}

function toArray(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string or a number as text; undefined when absent or empty. Other types are `null`. */
export function readText(params: Params, name: string): string | undefined | null {
  const value = params[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** An array of strings/numbers, or a comma-separated string. `null` when of another type. */
export function readTextList(params: Params, name: string): string[] | undefined | null {
  const value = params[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string')
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  if (!Array.isArray(value)) return null;
  const list: string[] = [];
  for (const item of value) {
    if (typeof item === 'string') list.push(item);
    else if (typeof item === 'number' && Number.isFinite(item)) list.push(String(item));
    else return null;
  }
  return list;
}

/** An integer (number or digit string); NaN when present but not an integer. */
export function readInteger(params: Params, name: string): number | undefined {
  const value = params[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') return Number.isInteger(value) ? value : NaN;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return NaN;
}

/** 0/1/true/false as number, string or boolean; undefined when absent, null when unreadable. */
export function readFlag(params: Params, name: string): boolean | undefined | null {
  const value = params[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  const text = String(value).toLowerCase();
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  return null;
}
