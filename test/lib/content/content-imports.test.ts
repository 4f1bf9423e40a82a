import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const SCANNER = join(ROOT, 'entrypoints/crm.content/index.ts');
const CARD_VIEWS = join(ROOT, 'entrypoints/card-views.content.ts');

/** Modules a file loads at run time: `import type` and `export type` lines are erased. */
function runtimeImports(source: string): string[] {
  const specifiers: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) specifiers.push(match[1]!);
  for (const match of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm))
    specifiers.push(match[1]!);
  return specifiers;
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(ROOT, specifier.slice(2))
    : resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((path) => existsSync(path) && /\.tsx?$/.test(path));
}

/** Every package and file the content script bundles, walking its run-time imports. */
function bundled(entry: string): { packages: Set<string>; files: Set<string> } {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (specifier.includes('?')) continue; // CSS inlined as text
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const next = resolveLocal(file, specifier);
        if (next) queue.push(next);
      } else {
        packages.add(
          specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/'),
        );
      }
    }
  }
  return { packages, files: seen };
}

describe('the CRM content scripts', () => {
  // They run in every frame of every CRM page: zod alone would add a third to their size.
  it.each([
    ['the scanner', SCANNER],
    ['the card views', CARD_VIEWS],
  ])('%s loads no schema library and no API client', (_name, entry) => {
    const { packages, files } = bundled(entry);
    expect(packages).not.toContain('zod');
    // The key and the API stay in the background.
    expect([...files].filter((file) => file.includes('/lib/api/'))).toEqual([]);
  });

  // The rest of the world's numbering plans come when a page writes one of their codes.
  it('keeps the rest of the world out of the scanner', () => {
    const files = [...bundled(SCANNER).files];
    const importing = (json: string) =>
      files.filter((file) => readFileSync(file, 'utf8').includes(json));
    expect(importing("/metadata.world.json'")).toEqual([]);
    expect(importing("/metadata.regions.json'").length).toBeGreaterThan(0);
  });

  // What the page says next to its numbers is read by a script run when the popup first asks.
  it('keeps the popup list’s page reader out of the scanner', () => {
    const files = [...bundled(SCANNER).files];
    expect(files.filter((file) => file.endsWith('/lib/dom/phone-on-page.ts'))).toEqual([]);
  });

  // The views come with the first card (lib/content/card-views-loader.ts), never with the scanner.
  it('keeps the views library out of the scanner', () => {
    expect(bundled(SCANNER).packages).not.toContain('preact');
    expect(bundled(CARD_VIEWS).packages).toContain('preact');
  });
});
