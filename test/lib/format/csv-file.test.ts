import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { biCsv } from '../../../components/workspace/bi-table-csv';
import { csvLines } from '../../../lib/background/workspace-reads';
import { neutralizeCell, writeCsv } from '../../../lib/format/csv-file';

const LINK = '=HYPERLINK("http://evil.example/","x")';

/** Hostile cells: the formula starts after blanks, or has a line break after it. */
const HOSTILE: readonly string[] = [
  LINK,
  `${LINK}\n`,
  `${LINK}\r\nmore`,
  `${LINK}\u2028more`,
  `  ${LINK}`,
  `\t${LINK}`,
  `\r${LINK}`,
  `\n${LINK}`,
  `\u2028${LINK}`,
  `\u00a0\u00a0=1+1`,
  '+1+cmd|" /C calc"!A0',
  '-2+3\nsecond line',
  '@SUM(1+1)*cmd|"/C calc"!A0',
  '\uff1dHYPERLINK("http://evil.example/")',
  '\tplain text after a tab',
  '\rplain text after a carriage return',
];

/** Cells that are data and stay as they are. */
const HARMLESS: readonly string[] = [
  '',
  'yandex',
  'cpc / google',
  'a=b',
  'x\n=y',
  '  leading spaces',
  '-12',
  '+79991234567',
  '3.5',
];

/** What a spreadsheet sees first in a cell: its first non-blank character. */
function firstNonBlank(cell: string): string {
  return cell.trimStart().charAt(0);
}

function parsed(text: string): string[][] {
  return Papa.parse<string[]>(text, { delimiter: ';' }).data;
}

describe('neutralizeCell', () => {
  it.each(HOSTILE.map((cell) => [JSON.stringify(cell), cell]))('escapes %s', (_name, cell) => {
    const safe = neutralizeCell(cell);
    expect(safe).toBe(`'${cell}`);
    expect(firstNonBlank(safe)).toBe("'");
  });

  it.each(HARMLESS.map((cell) => [JSON.stringify(cell), cell]))('keeps %s', (_name, cell) => {
    expect(neutralizeCell(cell)).toBe(cell);
  });
});

/** Every CSV writer of the extension, fed one row of hostile cells. */
const WRITERS: Record<string, (cells: readonly string[]) => string> = {
  writeCsv: (cells) =>
    writeCsv(
      cells.map((_, i) => `c${i}`),
      [cells],
    ),
  'calls, leads and counters downloads (csvLines)': (cells) =>
    csvLines(
      cells.map((_, i) => `c${i}`),
      [Object.fromEntries(cells.map((cell, i) => [`c${i}`, cell]))],
      { header: true, offset: 180 },
    ),
  'BI export (biCsv)': (cells) =>
    biCsv(
      cells.map((_, i) => ({ name: `c${i}` })),
      [Object.fromEntries(cells.map((cell, i) => [`c${i}`, cell]))],
    ),
};

describe.each(Object.entries(WRITERS))('%s', (_name, write) => {
  it('writes no hostile cell a spreadsheet would run, and reads back every cell', () => {
    const rows = parsed(write(HOSTILE));
    const cells = rows[1] ?? [];
    expect(cells).toHaveLength(HOSTILE.length);
    cells.forEach((cell, i) => {
      expect(firstNonBlank(cell)).toBe("'");
      expect(cell.slice(1)).toBe(HOSTILE[i]);
    });
  });
});

describe('every CSV in the extension goes through writeCsv', () => {
  it('no file but lib/format/csv-file.ts calls papaparse unparse', () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (
          /\.tsx?$/.test(name) &&
          /\.unparse\(|escapeFormulae/.test(readFileSync(path, 'utf8'))
        )
          found.push(path);
      }
    };
    for (const root of ['lib', 'components', 'entrypoints']) walk(root);
    expect(found).toStrictEqual([join('lib', 'format', 'csv-file.ts')]);
  });
});

describe('one date format in every CSV the extension writes', () => {
  const ISO_ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0300$/;
  const instant = Date.UTC(2026, 10, 25, 10, 12, 5);

  it('the calls and leads downloads write times as the per-number file does', () => {
    const [, row] = parsed(
      csvLines(['startTime'], [{ startTime: instant }], { header: true, offset: 180 }),
    );
    expect(row?.[0]).toBe('2026-11-25T13:12:05+0300');
    expect(row?.[0]).toMatch(ISO_ZONED);
  });

  it('the BI export writes its date columns so too, and keeps a day a day', () => {
    const columns = [{ name: 'at', type: 'date' }, { name: 'day', type: 'date' }, { name: 'text' }];
    const rows = parsed(
      biCsv(columns, [
        { at: instant, day: '2026-11-25', text: '2026-11-25 13:12:05' },
        { at: '2026-11-25 13:12:05', day: '2026-11-24', text: 'x' },
      ]),
    );
    expect(rows[1]).toEqual(['2026-11-25T13:12:05+0300', '2026-11-25', '2026-11-25 13:12:05']);
    expect(rows[2]?.[0]).toBe('2026-11-25T13:12:05+0300');
  });
});
