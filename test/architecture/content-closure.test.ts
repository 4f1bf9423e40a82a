/**
 * The content scripts' bundles, file by file: everything `entrypoints/crm.content` (and the
 * card's views, `entrypoints/card-views.content.ts`, run in the same world) imports,
 * directly or through other modules, stays clear of the API client, the background and the
 * background's stores (the lint rules see one import at a time; this sees the whole chain).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { readImportGraph } from '../../scripts/check-cycles.ts';
import { reachableFrom, type ImportGraph } from '../../scripts/import-cycles.ts';

const ENTRY = 'entrypoints/crm.content/index.ts';
const CARD_VIEWS = 'entrypoints/card-views.content.ts';
const BACKGROUND_ONLY = /^lib\/(api|background)\/|^lib\/storage\/(?!settings\.ts$|defaults\.ts$)/;

/** Each background-only file the entry reaches, with the chain of imports that brings it. */
function backgroundChains(graph: ImportGraph, entry = ENTRY): string[] {
  const importer = reachableFrom(graph, entry);
  return [...importer.keys()]
    .filter((file) => BACKGROUND_ONLY.test(file))
    .map((file) => {
      const chain = [file];
      for (let at = importer.get(file); at; at = importer.get(at)) chain.unshift(at);
      return chain.join(' → ');
    });
}

describe('the content script bundle', () => {
  let graph: ImportGraph;
  beforeAll(async () => {
    graph = await readImportGraph();
  }, 60_000);

  it('reaches the scanner and the detector, and the card through its views', () => {
    const files = [...reachableFrom(graph, ENTRY).keys()];
    expect(files).toEqual(
      expect.arrayContaining([
        'lib/content/start.ts',
        'lib/dom/scanner.ts',
        'lib/phone/find-phones.ts',
        'lib/messaging/client.ts',
      ]),
    );
    expect([...reachableFrom(graph, CARD_VIEWS).keys()]).toEqual(
      expect.arrayContaining(['lib/content/card-ui.ts', 'components/card/Card.tsx']),
    );
  });

  it('reaches no file of lib/api, lib/background or the background stores', () => {
    expect(backgroundChains(graph)).toEqual([]);
    expect(backgroundChains(graph, CARD_VIEWS)).toEqual([]);
  });

  it('names the chain when one import would bring the background in', () => {
    const broken = {
      ...graph,
      'lib/content/locale.ts': [...graph['lib/content/locale.ts']!, 'lib/storage/items.ts'],
    };
    expect(backgroundChains(broken)).toContainEqual(
      expect.stringMatching(/lib\/content\/locale\.ts → lib\/storage\/items\.ts/),
    );
  });
});
