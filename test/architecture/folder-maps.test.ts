/**
 * Maps that cannot drift: every folder of `lib/` holding more than 8 files (its subfolders'
 * included) has a README.md whose file table lists exactly its files, so a file added, moved or
 * renamed without its line fails here. A file table is a Markdown table whose first header cell
 * is `File`; each row names one file in backticks, as a path from the folder (`schemas/call.ts`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LIB = path.join(ROOT, 'lib');
/** A folder of more files than this needs a map. */
const MAX_UNMAPPED = 8;

/** The files under `dir`, as paths from it (READMEs are the maps, not files on them). */
function filesOf(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesOf(full, `${prefix}${name}/`);
    return name === 'README.md' ? [] : [`${prefix}${name}`];
  });
}

/** The files a README's file tables name: the backticked path in each row's first cell. */
function mappedFiles(readme: string): string[] {
  const files: string[] = [];
  let inTable = false;
  for (const line of readme.split('\n')) {
    const cells = line.trim().startsWith('|') ? line.split('|').map((cell) => cell.trim()) : [];
    if (cells.length === 0) {
      inTable = false;
      continue;
    }
    const first = cells[1] ?? '';
    if (!inTable) {
      inTable = first === 'File';
      continue;
    }
    if (/^:?-+:?$/.test(first)) continue;
    const named = /^`([^`]+)`/.exec(first);
    if (named) files.push(named[1]!);
  }
  return files;
}

const folders = readdirSync(LIB)
  .filter((name) => statSync(path.join(LIB, name)).isDirectory())
  .map((name): [string, string[]] => [name, filesOf(path.join(LIB, name))])
  .filter(([, files]) => files.length > MAX_UNMAPPED);

describe('lib folders carry a map of their files', () => {
  it('finds the large folders', () => {
    expect(folders.map(([name]) => name)).toContain('background');
  });

  it.each(folders)('lib/%s/README.md lists exactly its files', (name, files) => {
    const readme = path.join(LIB, name, 'README.md');
    expect(existsSync(readme), `lib/${name} has ${files.length} files and no README.md`).toBe(true);
    const mapped = mappedFiles(readFileSync(readme, 'utf8'));
    const missing = files.filter((file) => !mapped.includes(file)).sort();
    const gone = mapped.filter((file) => !files.includes(file)).sort();
    const twice = mapped.filter((file, at) => mapped.indexOf(file) !== at);
    expect({ missing, gone, twice }).toStrictEqual({ missing: [], gone: [], twice: [] });
  });
});

describe('the map reader', () => {
  it('reads the first cell of file tables only', () => {
    const readme = [
      '| Part | Files |',
      '| --- | --- |',
      '| Wiring | `a.ts`, `b.ts` |',
      '',
      '| File | What it does |',
      '| ---- | ------------ |',
      '| `c.ts` | Does c (`d.ts`). |',
      '| `sub/e.ts` | Does e. |',
    ].join('\n');
    expect(mappedFiles(readme)).toStrictEqual(['c.ts', 'sub/e.ts']);
  });
});
