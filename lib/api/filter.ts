import { DEFAULT_UTC_OFFSET_MINUTES, formatTrackerDateTime } from './dates';

/**
 * Builds the `filter` parameter: `field>value;field=value` (conditions ANDed, no spaces around
 * the operator). Dates become `YYYY-MM-DD HH:MM:SS` in the counter's zone, because the server
 * reads zone-less dates there; the default is +03:00 (see dates.ts).
 *
 * Only `>` on a date is known to work on the real service: the emulator's `--strict-filter`
 * mode answers 400 to anything else, so callers must be ready to filter on their side.
 */
export type FilterOperator = '>' | '>=' | '<' | '<=' | '=' | '!=';
export type FilterValue = string | number | boolean | Date;

export interface FilterCondition {
  field: string;
  op: FilterOperator;
  value: FilterValue;
}

export interface FilterOptions {
  /** Zone of the counter, minutes east of UTC. */
  utcOffsetMinutes?: number;
}

const FIELD = /^[A-Za-z][A-Za-z0-9_]*$/;

export class FilterBuilder {
  readonly conditions: readonly FilterCondition[];
  private readonly utcOffsetMinutes: number;

  constructor(conditions: readonly FilterCondition[] = [], options: FilterOptions = {}) {
    this.conditions = conditions;
    this.utcOffsetMinutes = options.utcOffsetMinutes ?? DEFAULT_UTC_OFFSET_MINUTES;
  }

  /** Adds a condition; returns a new builder (builders are immutable, so they can be shared). */
  where(field: string, op: FilterOperator, value: FilterValue): FilterBuilder {
    if (!FIELD.test(field)) throw new RangeError(`Not a filter field name: ${field}`);
    return new FilterBuilder([...this.conditions, { field, op, value }], {
      utcOffsetMinutes: this.utcOffsetMinutes,
    });
  }

  gt(field: string, value: FilterValue) {
    return this.where(field, '>', value);
  }
  gte(field: string, value: FilterValue) {
    return this.where(field, '>=', value);
  }
  lt(field: string, value: FilterValue) {
    return this.where(field, '<', value);
  }
  lte(field: string, value: FilterValue) {
    return this.where(field, '<=', value);
  }
  eq(field: string, value: FilterValue) {
    return this.where(field, '=', value);
  }
  ne(field: string, value: FilterValue) {
    return this.where(field, '!=', value);
  }

  /** The parameter text; `""` when there are no conditions. */
  build(): string {
    return this.conditions.map((c) => `${c.field}${c.op}${this.formatValue(c.value)}`).join(';');
  }

  toString(): string {
    return this.build();
  }

  private formatValue(value: FilterValue): string {
    const text =
      value instanceof Date ? formatTrackerDateTime(value, this.utcOffsetMinutes) : String(value);
    // The grammar has no escaping: a `;` would split the condition in two.
    if (/[;\r\n]/.test(text))
      throw new RangeError('A filter value cannot contain ";" or a line break');
    return text;
  }
}

/** Starts a filter: `filter().gt('startTime', since).build()`. */
export function filter(options: FilterOptions = {}): FilterBuilder {
  return new FilterBuilder([], options);
}

/** A filter parameter given as text or as a builder; empty means none. */
export type FilterInput = string | FilterBuilder;

export function filterParam(input: FilterInput | undefined): string | undefined {
  if (input === undefined) return undefined;
  const text = typeof input === 'string' ? input : input.build();
  return text === '' ? undefined : text;
}
