import Papa from 'papaparse';
import { z } from 'zod';
import { InvalidResponseError } from './errors';
import { parseValueWith } from './schemas/parse';

/**
 * Rows of a `/csv` answer: UTF-8, `;` separator, header row, RFC 4180 quoting. Quoted fields
 * may hold `;`, `"` and line breaks, hence a real parser.
 */
export function parseCsvRows(text: string): Record<string, string>[] {
  const source = text.replace(/^\uFEFF/, '');
  if (source.trim() === '') return [];
  const parsed = Papa.parse<Record<string, string>>(source, {
    header: true,
    delimiter: ';',
    skipEmptyLines: 'greedy',
    transformHeader: (name) => name.trim(),
  });
  const first = parsed.errors[0];
  if (first) {
    const where = first.row !== undefined ? ` (row ${first.row + 1})` : '';
    throw new InvalidResponseError(`CSV ${first.code}${where}: ${first.message}`);
  }
  return parsed.data;
}

/** An empty cell is an absent field, as in JSON answers that leave the field out. */
function withoutEmptyCells(row: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== ''));
}

/** Parses CSV rows with the same record schema as the JSON answer (`tags` split on `,`). */
export function parseCsvWith<S extends z.ZodType>(schema: S): (text: string) => z.output<S>[] {
  const rows = z.array(schema);
  return (text) => parseValueWith(rows, parseCsvRows(text).map(withoutEmptyCells));
}
