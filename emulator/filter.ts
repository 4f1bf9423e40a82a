import { parseZonedDate, zoneDayStart } from './time';

/**
 * How a field compares in a filter. `date` values are epoch ms; `phone` values digit strings;
 * `list` values string arrays (tags), where `=` means "contains".
 */
export type FieldKind = 'text' | 'number' | 'date' | 'phone' | 'boolean' | 'list';
export type FilterOperator = '>=' | '<=' | '!=' | '=' | '>' | '<';
export type FieldValue = string | number | boolean | readonly string[] | undefined;

export interface FilterSchema<Row> {
  kinds: Readonly<Record<string, FieldKind>>;
  /** e.g. `dateTime` -> `startTime`. */
  aliases?: Readonly<Record<string, string>>;
  /** The value to compare; date fields must return epoch ms. */
  valueOf(row: Row, field: string): FieldValue;
}

export interface FilterCondition {
  field: string;
  op: FilterOperator;
  value: string;
}

/** A condition with its compiled test of one row. */
export interface FilterClause<Row> extends FilterCondition {
  test: (row: Row) => boolean;
}

export type CompiledFilter<Row> =
  | {
      ok: true;
      conditions: FilterCondition[];
      clauses: FilterClause<Row>[];
      matches: (row: Row) => boolean;
    }
  | { ok: false; message: string };

export interface FilterOptions {
  /** Accept only `>`, as the one operator the real service documents. */
  strict?: boolean;
}

const CONDITION = /^([A-Za-z][A-Za-z0-9_]*)(>=|<=|!=|=|>|<)(.*)$/s;

export function compileFilter<Row>(
  text: string | undefined,
  schema: FilterSchema<Row>,
  options: FilterOptions = {},
): CompiledFilter<Row> {
  const clauses: FilterClause<Row>[] = [];
  for (const part of (text ?? '').split(';')) {
    if (part.trim() === '') continue;
    const match = CONDITION.exec(part.trimEnd());
    if (!match) return fail(`cannot read condition "${part}": expected field, operator, value`);
    const [, rawField = '', op = '=', value = ''] = match;
    const field = schema.aliases?.[rawField] ?? rawField;
    const kind = schema.kinds[field];
    if (kind === undefined) return fail(`field "${rawField}" cannot be filtered`);
    if (options.strict && op !== '>') return fail(`operator "${op}" is not supported`);
    const compiled = compileCondition(kind, op as FilterOperator, value);
    if (typeof compiled === 'string') return fail(`condition "${part}": ${compiled}`);
    const test = (row: Row) => compiled(schema.valueOf(row, field));
    clauses.push({ field, op: op as FilterOperator, value, test });
  }
  return {
    ok: true,
    conditions: clauses.map(({ field, op, value }) => ({ field, op, value })),
    clauses,
    matches: (row) => clauses.every((clause) => clause.test(row)),
  };
}

/** Digits of an `=` condition on `field`, for index lookups (phone fields). */
export function equalityDigits(conditions: FilterCondition[], field: string): string | undefined {
  const condition = conditions.find((c) => c.field === field && c.op === '=');
  return condition?.value.replace(/\D/g, '');
}

function fail(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

type ValueTest = (value: FieldValue) => boolean;

function compileCondition(kind: FieldKind, op: FilterOperator, raw: string): ValueTest | string {
  if (raw === '') return 'value is empty';
  switch (kind) {
    case 'date':
      return compileDate(op, raw);
    case 'number': {
      if (!/^-?\d+(\.\d+)?$/.test(raw)) return `"${raw}" is not a number`;
      const target = Number(raw);
      return (value) => typeof value === 'number' && compare(op, value, target);
    }
    case 'phone': {
      const target = raw.replace(/\D/g, '');
      if (target === '') return `"${raw}" has no digits`;
      return (value) => compareOptional(op, typeof value === 'string' ? value : undefined, target);
    }
    case 'boolean': {
      const target = { true: true, '1': true, false: false, '0': false }[raw.toLowerCase()];
      if (target === undefined) return `"${raw}" is not true or false`;
      if (op !== '=' && op !== '!=') return `operator "${op}" does not apply to a boolean`;
      return (value) => (value === target) === (op === '=');
    }
    case 'list': {
      if (op !== '=' && op !== '!=') return `operator "${op}" does not apply to a list`;
      const target = raw.toLowerCase();
      return (value) => {
        const has = Array.isArray(value) && value.some((item) => item.toLowerCase() === target);
        return has === (op === '=');
      };
    }
    case 'text': {
      const target = raw.toLowerCase();
      return (value) =>
        compareOptional(op, value === undefined ? undefined : String(value).toLowerCase(), target);
    }
  }
}

function compileDate(op: FilterOperator, raw: string): ValueTest | string {
  const parsed = parseZonedDate(raw);
  if (!parsed) return `"${raw}" is not YYYY-MM-DD or YYYY-MM-DD HH:MM:SS`;
  if (parsed.dateOnly) {
    return (value) => typeof value === 'number' && compare(op, zoneDayStart(value), parsed.ms);
  }
  return (value) =>
    typeof value === 'number' && compare(op, Math.floor(value / 1000) * 1000, parsed.ms);
}

function compareOptional(op: FilterOperator, value: string | undefined, target: string): boolean {
  if (value === undefined) return op === '!=';
  return compare(op, value, target);
}

function compare<T extends string | number>(op: FilterOperator, a: T, b: T): boolean {
  switch (op) {
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '>':
      return a > b;
    case '>=':
      return a >= b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
  }
}
