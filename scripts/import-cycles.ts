/**
 * Cycles in an import graph (madge's `{ file: [imported files] }`), at file level and at
 * folder level (`lib/<folder>`, `components/<folder>`, `entrypoints/<name>` as nodes), less
 * the edges listed as known exceptions.
 */
export type ImportGraph = Record<string, string[]>;

export interface EdgeException {
  from: string;
  to: string;
  why: string;
}

/** The folder node of a file: its first two path segments (a top-level file stands alone). */
export function folderOf(file: string): string {
  return file.split('/').slice(0, 2).join('/');
}

/** The folder graph: an edge wherever a file of one folder imports a file of another. */
export function folderGraph(files: ImportGraph): ImportGraph {
  const folders = new Map<string, Set<string>>();
  for (const [file, imports] of Object.entries(files)) {
    const from = folderOf(file);
    const targets = folders.get(from) ?? new Set<string>();
    folders.set(from, targets);
    for (const imported of imports) {
      if (folderOf(imported) !== from) targets.add(folderOf(imported));
    }
  }
  return Object.fromEntries([...folders].map(([folder, targets]) => [folder, [...targets]]));
}

export function withoutEdges(graph: ImportGraph, exceptions: EdgeException[]): ImportGraph {
  const skipped = new Set(exceptions.map(({ from, to }) => `${from}\n${to}`));
  return Object.fromEntries(
    Object.entries(graph).map(([from, targets]) => [
      from,
      targets.filter((to) => !skipped.has(`${from}\n${to}`)),
    ]),
  );
}

export interface Cycle {
  /** Every node of one strongly connected part. */
  members: string[];
  /** A shortest cycle through its first member, a path to cut. */
  path: string[];
}

/** The strongly connected parts with more than one node or a self-import (Tarjan). */
export function findCycles(graph: ImportGraph): Cycle[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: Cycle[] = [];

  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph[node] ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== node);
    if (part.length > 1 || (graph[node] ?? []).includes(node)) {
      const members = [...part].sort();
      cycles.push({ members, path: cycleWithin(graph, part, members[0]!) });
    }
  };
  for (const node of Object.keys(graph).sort()) if (!index.has(node)) visit(node);
  return cycles;
}

/** A shortest path from `start` back to itself inside one strongly connected part. */
function cycleWithin(graph: ImportGraph, part: string[], start: string): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph[node] ?? []) {
      if (!part.includes(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** Every file `entry` imports, directly or not, with the file that first imported each. */
export function reachableFrom(graph: ImportGraph, entry: string): Map<string, string | null> {
  const importer = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph[file] ?? []) {
      if (importer.has(next)) continue;
      importer.set(next, file);
      queue.push(next);
    }
  }
  return importer;
}
