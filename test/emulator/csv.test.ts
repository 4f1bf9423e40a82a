import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../emulator/csv';

describe('toCsv', () => {
  it('quotes per RFC 4180, joins arrays with commas and ends lines with CRLF', () => {
    const csv = toCsv(
      ['name', 'tags', 'note', 'ok'],
      [
        { name: 'Окна; балконы', tags: ['target', 'sale'], note: 'say "hi"\nbye', ok: true },
        { name: 'x' },
      ],
    );
    expect(csv).toBe(
      'name;tags;note;ok\r\n"Окна; балконы";target,sale;"say ""hi""\nbye";true\r\nx;;;\r\n',
    );
    const parsed = Papa.parse<string[]>(csv.trim(), { delimiter: ';' });
    expect(parsed.data[1]).toEqual(['Окна; балконы', 'target,sale', 'say "hi"\nbye', 'true']);
  });
});
