/**
 * The cycle check (`npm run check:cycles`): it finds file and folder cycles, the real tree has
 * none beyond the listed exceptions, and every exception still names an edge of the code.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { importCycles, readImportGraph } from '../../scripts/check-cycles.ts';
import { FILE_CYCLE_EXCEPTIONS, FOLDER_CYCLE_EXCEPTIONS } from '../../scripts/cycle-exceptions.ts';
import { findCycles, folderGraph, type ImportGraph } from '../../scripts/import-cycles.ts';

describe('findCycles', () => {
  it('finds a file cycle and names its path', () => {
    const cycles = findCycles({ 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': ['a.ts', 'd.ts'] });
    expect(cycles).toEqual([
      { members: ['a.ts', 'b.ts', 'c.ts'], path: ['a.ts', 'b.ts', 'c.ts', 'a.ts'] },
    ]);
  });

  it('finds a folder cycle where no file cycle exists', () => {
    const files: ImportGraph = {
      'lib/a/one.ts': ['lib/b/two.ts'],
      'lib/b/two.ts': [],
      'lib/b/three.ts': ['lib/a/four.ts'],
      'lib/a/four.ts': [],
    };
    expect(findCycles(files)).toEqual([]);
    expect(findCycles(folderGraph(files)).map((cycle) => cycle.path)).toEqual([
      ['lib/a', 'lib/b', 'lib/a'],
    ]);
  });

  it('finds nothing in a graph without cycles', () => {
    expect(findCycles({ 'a.ts': ['b.ts'], 'b.ts': [] })).toEqual([]);
  });
});

describe('the import graph of lib, components and entrypoints', () => {
  let graph: ImportGraph;
  beforeAll(async () => {
    graph = await readImportGraph();
  }, 60_000);

  it('has no cycle beyond the listed exceptions', () => {
    expect(importCycles(graph)).toEqual({ files: [], folders: [] });
  });

  it('fails on a deliberate cycle at file and at folder level', () => {
    const broken = { ...graph, 'lib/phone/types.ts': ['lib/dom/types.ts'] };
    const { files, folders } = importCycles(broken);
    expect(files.map((cycle) => cycle.path)).toContainEqual([
      'lib/dom/types.ts',
      'lib/phone/types.ts',
      'lib/dom/types.ts',
    ]);
    expect(folders.map((cycle) => cycle.path)).toContainEqual(['lib/dom', 'lib/phone', 'lib/dom']);
  });

  it.each(FILE_CYCLE_EXCEPTIONS)('file exception $from → $to is still an import', (edge) => {
    expect(graph[edge.from]).toContain(edge.to);
  });

  it.each(FOLDER_CYCLE_EXCEPTIONS)('folder exception $from → $to is still an import', (edge) => {
    expect(folderGraph(graph)[edge.from]).toContain(edge.to);
  });
});
