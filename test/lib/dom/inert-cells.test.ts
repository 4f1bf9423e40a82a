// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contactListHtml, createContactRows } from '../../../benchmarks/contact-list';
import { createCrmRows, pageHtml } from '../../../benchmarks/crm-fixture';
import { isInertCell } from '../../../lib/dom/inert-cells';
import { isPlainTableBody } from '../../../lib/dom/plain-rows';
import { createPhoneScanner } from '../../../lib/dom/scanner';
import { readContainer } from '../../../lib/dom/text-blocks';
import { textSpanOf } from '../../../lib/dom/text-match';
import type { ScannedMatch, TextContext } from '../../../lib/dom/types';
import { findPhones, hasEnoughDigits, phoneContextOf } from '../../../lib/phone';
import { FakeScheduler } from './helpers';

/**
 * Passing over inert table cells and blocks (`inert-cells.ts`), and reading leaf blocks in
 * place (`readLeaf`), must find exactly what walking them and reading each block finds:
 * the scanner runs over the fixture pages and the benchmarks' generated lists with the
 * content script's matcher, once with `mayMatch` and once without, and the matches (number,
 * kind, source, element, text nodes and offsets) must be the same.
 */

const FIXTURE_DIRS = ['detection', 'dom', 'pages/crm'].map((dir) =>
  join(import.meta.dirname, '../../fixtures', dir),
);

const match = (text: string, around?: TextContext) =>
  findPhones(text, {
    defaultRegion: 'RU',
    ...(around ? { context: phoneContextOf(text, around, ['BY', 'KZ']) } : {}),
  });

/** Cells of every kind the shortcut must not pass over, and some it may. */
const HAND_MADE = `<!doctype html><html lang="ru"><body><table>
<thead><tr><th>Имя</th><th>Телефон</th><th>Прочее</th></tr></thead><tbody>
<tr><td title="+7 916 123-45-60">Иван</td><td><a href="tel:+79161234561">позвонить</a></td><td aria-label="8 916 123 45 62">x</td></tr>
<tr><td><b title="+7 916 123-45-63">Иван</b></td><td><a href=" TEL:+79161234564">a</a></td><td><a href="callto:89161234565">b</a></td></tr>
<tr><td><span>+7 916</span> 123-45-66</td><td><input value="+7 916 123-45-67"></td><td><textarea>8 916 123 45 68</textarea></td></tr>
<tr><td><div>+7 916 123-45-69</div></td><td><x-phone>+7 916 123-45-70</x-phone></td><td><img title="+7 916 123-45-71" alt=""></td></tr>
<tr><td>+7 916 <b>123</b>-45-72</td><td>тел.<br>8 916 123 45 73</td><td><a href="sip:89161234574@pbx">sip</a></td></tr>
<tr><td>ИНН 7707083893</td><td>12.03.2024</td><td>№ 12345</td><td><i>дом 5, кв. 12</i></td><td></td></tr>
<tr><td><b style="display:block">+7 916 123-45-75</b></td><td><a href="https://example.ru/79161234576">site</a></td><td>+375 29 123-45-77</td></tr>
</tbody></table></body></html>`;

/** Blocks met inside blocks (grids of `<div>` cells, sections): the same, for `isInertBlock`. */
const HAND_MADE_BLOCKS = `<!doctype html><html lang="ru"><body><div class="list">
<div class="row"><div class="cell" title="+7 916 123-45-80">Иван</div><div class="cell"><a href="tel:+79161234581">позвонить</a></div><div class="cell" aria-label="8 916 123 45 82">x</div></div>
<div class="row"><div class="cell"><b title="+7 916 123-45-83">Иван</b></div><div class="cell"><span>+7 916</span> 123-45-84</div><div><input value="+7 916 123-45-85"></div></div>
<div class="row"><div class="cell"><x-phone>+7 916 123-45-86</x-phone></div><p>тел.<br>8 916 123 45 87</p><div class="cell">ИНН 7707083893</div><div class="cell"><i>дом 5, кв. 12</i></div><div></div></div>
<section><h2>Контакты</h2><p>Звоните: <b>8 916</b> 123-45-88</p><div id="empty-host"></div><div id="host">Карточка</div></section>
<div class="row"><div class="cell"><a href="https://example.ru/79161234590">site</a></div><div class="cell">+375 29 123-45-91</div></div>
</div></body></html>`;

/**
 * A table body plain-rows.ts reads by its text: numbers split by inline tags, after a `<br>`,
 * in inline tags alone, longer than a window, and (added in `load`) text right in a row and
 * right in the body.
 */
const HAND_MADE_PLAIN = `<!doctype html><html lang="ru"><body><table>
<thead><tr><th>Имя</th><th>Телефон</th><th>Прочее</th></tr></thead><tbody id="plain-body">
<tr><td>Иван</td><td>+7 916 123-45-01</td><td>ivan12@example.ru</td></tr>
<tr><td><a href="mailto:a1@example.ru">a1@example.ru</a></td><td>+7 916 <b>123</b>-45-02</td><td>8 916 123 45 03</td></tr>
<tr><td>8 916 123 45 04<br>доб. 12</td><td><i>дом 5, кв. 12</i></td><td>12.03.2024</td></tr>
<tr id="row-text"><td>Пётр</td><td>ИНН 7707083893</td></tr>
<tr><th>Москва</th><td>+375 29 123-45-06</td><td><strong>8 (916) 123-45-07</strong></td></tr>
<tr><td>${'слово '.repeat(800)}+7 916 123-45-10</td><td>8 916 123 45 11</td></tr>
<tr><td><a href="#">+7 916</a> <b>123</b></td><td>45-12</td><td>1<sub>2</sub></td></tr>
<tr><td><b style="display:block">+7 916 123-45-13</b>8 916 123 45 14</td></tr>
</tbody></table></body></html>`;

function pages(): { name: string; html: string }[] {
  const found = FIXTURE_DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.html'))
      .map((file) => ({ name: file, html: readFileSync(join(dir, file), 'utf8') })),
  );
  return [
    ...found,
    { name: 'hand-made cells', html: HAND_MADE },
    { name: 'hand-made blocks', html: HAND_MADE_BLOCKS },
    { name: 'hand-made plain table body', html: HAND_MADE_PLAIN },
    { name: 'contact list', html: contactListHtml(createContactRows(400)) },
    {
      name: 'contact list in div cells',
      html: contactListHtml(createContactRows(400), 'div-grid'),
    },
    { name: 'requisites list', html: pageHtml(createCrmRows(400)) },
  ];
}

function load(html: string): void {
  // Parsed inert (a template loads nothing); frames, stylesheets and scripts are dropped: the
  // scanner reads no text in them, and happy-dom would try to load them.
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('iframe, link, script, style')) {
    element.remove();
  }
  document.documentElement.lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? '';
  document.body.replaceChildren(template.content);
  // A cell holding a shadow host: only a walk finds the root.
  const host = document.querySelector('td > span');
  host?.attachShadow({ mode: 'open' }).append('8 916 123 45 78');
  // Blocks hosting one: empty, and with words of their own.
  document.getElementById('empty-host')?.attachShadow({ mode: 'open' }).append('8 916 123 45 92');
  document.getElementById('host')?.attachShadow({ mode: 'open' }).append('8 916 123 45 93');
  // Text no parser puts in a row or a body: a script may.
  document.getElementById('row-text')?.prepend('8 916 123 45 05');
  const plainBody = document.getElementById('plain-body');
  plainBody?.append('+7 916 123-45-08');
  const [first, , third] = plainBody?.querySelectorAll(':scope > tr') ?? [];
  first?.append(Object.assign(document.createElement('b'), { textContent: '8 916 123 45 15' }));
  third?.firstElementChild?.append(
    Object.assign(document.createElement('td'), { textContent: '8 916 123 45 16' }),
  );
  plainBody?.append(
    Object.assign(document.createElement('td'), { textContent: '8 916 123 45 17' }),
  );
}

function describeMatch(found: ScannedMatch) {
  const span = textSpanOf(found);
  return {
    digits: found.digits,
    raw: found.raw,
    extension: found.extension,
    kind: found.kind,
    source: found.source,
    element: found.element,
    span: span && [span.startNode, span.startOffset, span.endNode, span.endOffset],
  };
}

function scan(mayMatch?: (text: string) => boolean) {
  const scheduler = new FakeScheduler();
  const scanner = createPhoneScanner({
    root: document,
    match,
    scheduler,
    ...(mayMatch ? { mayMatch } : {}),
  });
  scheduler.runSlices();
  // In document order: a leaf read in place is stored before the blocks read after its parent.
  const found = scanner.matches().map(describeMatch).sort(inDocumentOrder);
  scanner.stop();
  return found;
}

function inDocumentOrder(a: ReturnType<typeof describeMatch>, b: ReturnType<typeof describeMatch>) {
  if (a.element !== b.element) {
    return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  }
  return `${a.kind}${a.source}${a.span?.[1]}`.localeCompare(`${b.kind}${b.source}${b.span?.[1]}`);
}

afterEach(() => {
  document.documentElement.lang = '';
  document.body.innerHTML = '';
});

describe('passing over inert table cells and blocks', () => {
  const all = pages();

  // The 2,000-row list scans twice in happy-dom: ~20 s alone, near 40 s beside the other test
  // files on two busy cores. A limit, not a measure: the figures are the benchmarks'.
  it.each(all.map((page) => [page.name, page.html]))(
    'finds the same matches on %s',
    (_name, html) => {
      load(html);
      const walked = scan();
      expect(scan(hasEnoughDigits)).toEqual(walked);
    },
    120_000,
  );

  it('reads the hand-made plain body by its text, numbers in every place it may hold', () => {
    load(HAND_MADE_PLAIN);
    expect(isPlainTableBody(document.getElementById('plain-body') as Element)).toBe(true);
    const endings = scan(hasEnoughDigits).map((found) => found.digits.slice(-2));
    // All but 12, whose digits stand in two cells.
    expect(endings.sort()).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '10',
      '11',
      '13',
      '14',
      '15',
      '16',
      '17',
    ]);
  });

  it('covers pages with matches in cells', () => {
    load(HAND_MADE);
    expect(scan(hasEnoughDigits).length).toBeGreaterThanOrEqual(15);
  });

  it('passes over the cells a list is mostly made of, and no cell that needs a visit', () => {
    load(HAND_MADE);
    const cells = [...document.querySelectorAll('tbody td')];
    const inert = cells.map((cell) => isInertCell(cell, hasEnoughDigits, cell.hasAttributes()));
    const texts = cells.filter((_, index) => inert[index]).map((cell) => cell.innerHTML);
    expect(texts).toEqual([
      '№ 12345',
      '<i>дом 5, кв. 12</i>',
      '',
      '<a href="https://example.ru/79161234576">site</a>',
    ]);
  });

  it('passes over the digit-free blocks of a grid, reads leaves in place, and no block that needs a visit', () => {
    load(HAND_MADE_BLOCKS);
    // What a read leaves to other reads, and the leaves it reads in place.
    const nested = (container: Element) => {
      const read = readContainer(container, { mayMatch: hasEnoughDigits, readsNested: true });
      const html = (blocks: readonly Element[]) => blocks.map((block) => block.outerHTML);
      return { nested: html(read.nestedContainers), leaves: html(read.leaves) };
    };
    const [first, second, third] = document.querySelectorAll('.row');
    expect(nested(first as Element)).toEqual({
      nested: ['<div class="cell"><a href="tel:+79161234581">позвонить</a></div>'],
      leaves: [
        '<div class="cell" title="+7 916 123-45-80">Иван</div>',
        '<div class="cell" aria-label="8 916 123 45 82">x</div>',
      ],
    });
    expect(nested(second as Element).leaves).toEqual([]);
    expect(nested(second as Element).nested).toHaveLength(3);
    expect(nested(third as Element)).toEqual({
      nested: [
        '<div class="cell"><x-phone>+7 916 123-45-86</x-phone></div>',
        '<p>тел.<br>8 916 123 45 87</p>',
      ],
      leaves: ['<div class="cell">ИНН 7707083893</div>'],
    });
    expect(nested(document.querySelector('section') as Element)).toEqual({
      nested: [
        '<p>Звоните: <b>8 916</b> 123-45-88</p>',
        '<div id="empty-host"></div>',
        '<div id="host">Карточка</div>',
      ],
      leaves: [],
    });
    // Without `mayMatch`, every block is read on its own; a shallow read lists them all.
    expect(readContainer(third as Element).nestedContainers).toHaveLength(5);
    expect(readContainer(third as Element).leaves).toEqual([]);
    const shallow = readContainer(third as Element, { mayMatch: hasEnoughDigits });
    expect([shallow.nestedContainers.length, shallow.leaves.length]).toEqual([5, 0]);
  });

  it('walks a digit-free cell only when it holds a source, a host or a nested block', () => {
    load(HAND_MADE);
    const row = document.querySelector('tbody tr') as Element;
    const read = readContainer(row, { mayMatch: hasEnoughDigits });
    // The title on the first cell and the tel: link in the second are read; the third's too.
    expect(read.elements.map((element) => element.localName)).toEqual(['td', 'a', 'td']);
  });
});
