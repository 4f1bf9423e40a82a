/**
 * `npx tsx scripts/function-sizes.ts [--max N] [folders or files…]`: the product functions longer than
 * N lines (150 by default) in lib, components and entrypoints, longest first. A line counts when
 * it holds code: blank lines and comments do not. A function's lines include the functions
 * nested in it. Exits 1 when any function is over the limit.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface FunctionSize {
  file: string;
  name: string;
  line: number;
  lines: number;
}

/** The 0-based lines of `source` that hold at least one token (not only comments or blanks). */
export function codeLines(source: ts.SourceFile): Set<number> {
  const lines = new Set<number>();
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, source.languageVariant);
  scanner.setText(source.text);
  const mark = (from: number, to: number) => {
    const first = source.getLineAndCharacterOfPosition(from).line;
    const last = source.getLineAndCharacterOfPosition(Math.max(from, to - 1)).line;
    for (let line = first; line <= last; line += 1) lines.add(line);
  };
  // Walking the tree's tokens (not the raw scanner) reads template literals and JSX text right.
  const visit = (node: ts.Node) => {
    // A doc comment is a node of the tree too, and counts no more than any other comment.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) {
      return;
    }
    if (node.getChildCount(source) === 0) {
      const start = node.getStart(source);
      if (node.getEnd() > start) mark(start, node.getEnd());
      return;
    }
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return lines;
}

function functionName(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText(source);
  }
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText(source)})`;
  return '(anonymous)';
}

export function functionSizes(file: string, text: string): FunctionSize[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lines = codeLines(source);
  const sizes: FunctionSize[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      let count = 0;
      for (let line = first; line <= last; line += 1) if (lines.has(line)) count += 1;
      const name = functionName(node as ts.FunctionLikeDeclaration, source);
      sizes.push({ file, name, line: first + 1, lines: count });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sizes;
}

function sourceFiles(folder: string): string[] {
  if (!statSync(folder).isDirectory()) return [folder];
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') ? [path] : [];
  });
}

export const PRODUCT_FOLDERS = ['lib', 'components', 'entrypoints'];

/** Every function below `roots`, longest first. */
export function sizesBelow(roots: readonly string[] = PRODUCT_FOLDERS): FunctionSize[] {
  return roots
    .flatMap(sourceFiles)
    .flatMap((file) => functionSizes(relative('.', file), readFileSync(file, 'utf8')))
    .sort((a, b) => b.lines - a.lines);
}

function main(args: string[]) {
  const maxAt = args.indexOf('--max');
  const max = maxAt >= 0 ? Number(args[maxAt + 1]) : 150;
  const folders = args.filter((_arg, at) => at !== maxAt && at !== maxAt + 1);
  const sizes = sizesBelow(folders.length > 0 ? folders : PRODUCT_FOLDERS);
  const over = sizes.filter((size) => size.lines > max);
  for (const size of over) console.info(`${size.lines}\t${size.file}:${size.line}\t${size.name}`);
  console.info(`${over.length} of ${sizes.length} functions over ${max} lines`);
  if (over.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
