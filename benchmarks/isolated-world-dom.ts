/**
 * What reading the c2d benchmark's contact list costs in a content script's isolated world, by
 * DOM primitive: the floor under any way of walking its 2,000 rows. Each figure is one cold
 * pass over the table's rows in a fresh tab (a page is read once), run in an isolated world
 * made over CDP as an extension's content scripts get one; medians of `runs` passes, each
 * primitive in a tab of its own, primitives interleaved.
 *
 *   npx tsx benchmarks/isolated-world-dom.ts [runs] [page]     (default 9, contacts)
 *
 * The figures in benchmarks/archive/RESULTS-2026-12-02.md ("tenth round") come from this
 * script. Compare the rows with each other: they move together with the machine's load.
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DEFAULT_CHROMIUM_PATH } from '../test/e2e/harness/chromium';
import { startFixtureServer } from '../test/e2e/harness/pages';
import { REPO_ROOT } from '../test/e2e/harness/paths';
import { NOT_PLAIN } from '../lib/dom/plain-rows';
import { writeBenchPages } from './c2d-pages';

/** What `inert-cells.ts` asks of a cell that holds other elements. */
const NEEDS_WALK =
  ':not(a,b,i,u,s,em,strong,small,mark,sub,sup,abbr,time,font,br),[title],[aria-label],[href*="tel" i],[href*="callto" i],[href*="sip" i]';
/** The same question asked of a whole row, its cells allowed. */
const ROW_NEEDS_WALK =
  ':not(a,b,i,u,s,em,strong,small,mark,sub,sup,abbr,time,font,br,td,th),[title],[aria-label],[href*="tel" i],[href*="callto" i],[href*="sip" i]';

/** Each primitive: a loop over `rows` (the table body's rows) adding to `n`. */
const PRIMITIVES: Record<string, string> = {
  'reach each cell (wrappers)':
    'for (const row of rows) for (let c = row.lastChild; c; c = c.previousSibling) n++;',
  'each cell: its text':
    'for (const row of rows) for (let c = row.lastChild; c; c = c.previousSibling) n += digits(c.textContent);',
  'each cell: name, attributes, text, query':
    'for (const row of rows) for (let c = row.lastChild; c; c = c.previousSibling) { n += c.localName.length + (c.hasAttributes() ? 1 : 0); if (digits(c.textContent) < 7 && c.querySelector(NEEDS_WALK) !== null) n++; }',
  'each row: its text': 'for (const row of rows) n += digits(row.textContent);',
  'each row: one query':
    'for (const row of rows) if (row.querySelector(ROW_NEEDS_WALK) !== null) n++;',
  'each row: all matches of the query':
    'for (const row of rows) for (const found of row.querySelectorAll(ROW_NEEDS_WALK)) n++;',
  'each row: its second cell and its text':
    'for (const row of rows) n += row.cells[1].textContent.length;',
  'the body as HTML (innerHTML)': 'n = body.innerHTML.length;',
  'the body: the plain-rows.ts query': 'n = body.querySelector(NOT_PLAIN) === null ? 1 : 0;',
  'the body: its text nodes, digits counted':
    'const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT); while (walker.nextNode()) n += digits(walker.currentNode.data);',
  'the body as HTML, digits counted in a loop':
    'const html = body.innerHTML; for (let i = 0; i < html.length; i++) { const c = html.charCodeAt(i); if (c >= 48 && c <= 57) n++; }',
};

const PRELUDE = `const NEEDS_WALK = ${JSON.stringify(NEEDS_WALK)};
const NOT_PLAIN = ${JSON.stringify(NOT_PLAIN)};
const ROW_NEEDS_WALK = ${JSON.stringify(ROW_NEEDS_WALK)};
const digits = (text) => { let d = 0; for (let i = 0; i < text.length; i++) { const c = text.charCodeAt(i); if (c >= 48 && c <= 57) d++; } return d; };
const body = document.querySelector('tbody') ?? document.querySelector('.list');
const rows = [...body.children];
let n = 0;`;

async function main(): Promise<void> {
  const runs = Math.max(1, Number(process.argv[2] ?? 9));
  const pageName = process.argv[3] ?? 'contacts';
  const dir = join(REPO_ROOT, '.tmp/bench/c2d-pages');
  const page = (await writeBenchPages(dir)).find((candidate) => candidate.name === pageName);
  if (!page) throw new Error(`No page ${pageName}`);
  const server = await startFixtureServer({ root: dir, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH,
    args: ['--headless=new'],
  });
  const times = new Map<string, number[]>();
  try {
    for (let run = 0; run < runs; run++) {
      for (const [name, loop] of Object.entries(PRIMITIVES)) {
        const tab = await browser.newPage();
        await tab.goto(server.url(page.file));
        const cdp = await tab.context().newCDPSession(tab);
        const { frameTree } = (await cdp.send('Page.getFrameTree')) as {
          frameTree: { frame: { id: string } };
        };
        const { executionContextId } = (await cdp.send('Page.createIsolatedWorld', {
          frameId: frameTree.frame.id,
          worldName: 'isolated-world-dom',
        })) as { executionContextId: number };
        const expression = `(() => { ${PRELUDE} const start = performance.now(); ${loop} return [performance.now() - start, n]; })()`;
        const { result, exceptionDetails } = (await cdp.send('Runtime.evaluate', {
          expression,
          contextId: executionContextId,
          returnByValue: true,
        })) as { result: { value: [number, number] }; exceptionDetails?: unknown };
        if (exceptionDetails) throw new Error(`${name}: ${JSON.stringify(exceptionDetails)}`);
        times.set(name, [...(times.get(name) ?? []), result.value[0]]);
        await tab.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.info(
    `${pageName}: one cold pass over the list's rows in an isolated world, ms (${runs} tabs each)`,
  );
  for (const [name, values] of times) {
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.info(
      `${median.toFixed(1).padStart(7)}  ${name.padEnd(44)} ${sorted.map((value) => value.toFixed(1)).join(' ')}`,
    );
  }
  console.info(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
}

await main();
