/**
 * `npm run check:cycles`: fails on any import cycle between files of lib, components and
 * entrypoints, or between their folders, other than the listed exceptions
 * (`scripts/cycle-exceptions.ts`).
 */
import madge from 'madge';
import { FILE_CYCLE_EXCEPTIONS, FOLDER_CYCLE_EXCEPTIONS } from './cycle-exceptions.ts';
import { findCycles, folderGraph, withoutEdges, type ImportGraph } from './import-cycles.ts';

export const SOURCE_FOLDERS = ['lib', 'components', 'entrypoints'];

/** madge cannot follow `extends` to WXT's generated config, so the `@/` alias is given here. */
const TS_CONFIG = {
  compilerOptions: {
    baseUrl: '.',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    allowImportingTsExtensions: true,
    jsx: 'react-jsx',
    paths: { '@/*': ['./*'], '~/*': ['./*'], '@@/*': ['./*'], '~~/*': ['./*'] },
  },
};

export async function readImportGraph(root = process.cwd()): Promise<ImportGraph> {
  const result = await madge(SOURCE_FOLDERS, {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: TS_CONFIG,
  });
  const unresolved = result.warnings().skipped.filter((file) => !file.includes('.css'));
  if (unresolved.length > 0) throw new Error(`Imports madge could not resolve: ${unresolved}`);
  return result.obj();
}

export function importCycles(files: ImportGraph) {
  return {
    files: findCycles(withoutEdges(files, FILE_CYCLE_EXCEPTIONS)),
    folders: findCycles(withoutEdges(folderGraph(files), FOLDER_CYCLE_EXCEPTIONS)),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const graph = await readImportGraph();
  const cycles = importCycles(graph);
  for (const [level, found] of Object.entries(cycles)) {
    for (const { members, path } of found) {
      console.error(`Import cycle (${level}): ${path.join(' -> ')}`);
      if (members.length > path.length - 1) console.error(`  in a knot of ${members.join(', ')}`);
    }
  }
  const count = cycles.files.length + cycles.folders.length;
  if (count > 0) {
    console.error('Cut one edge of each; scripts/cycle-exceptions.ts lists those being fixed.');
    process.exit(1);
  }
  console.info(`No import cycles in ${Object.keys(graph).length} files.`);
}
