// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactListHtml, createContactRows } from '../../../benchmarks/contact-list';
import { isPlainTableBody, PlainRowsWalk, type PlainRowsSink } from '../../../lib/dom/plain-rows';
import { createPhoneScanner } from '../../../lib/dom/scanner';
import type { TextBlock } from '../../../lib/dom/text-blocks';
import { blockContext, labelBefore } from '../../../lib/dom/text-context';
import { hasEnoughDigits } from '../../../lib/phone';
import { fakeMatcher, FakeScheduler, settle } from './helpers';

/** What a walk hands on, as text: `row n: blocks`, `read row n`, `body text`. */
function walkAll(body: Element, maxTexts?: number): string[] {
  const rows = [...body.children];
  const told: string[] = [];
  const sink: PlainRowsSink = {
    rowBlocks: (row, blocks) =>
      told.push(`row ${rows.indexOf(row)}: ${blocks.map((block) => block.text).join(' | ')}`),
    readRow: (row) => told.push(`read row ${rows.indexOf(row)}`),
    readBodyText: () => told.push('body text'),
  };
  const walk = new PlainRowsWalk(body, hasEnoughDigits);
  while (!walk.walk(sink, maxTexts));
  return told;
}

function tbody(rows: string): Element {
  document.body.innerHTML = `<table><tbody>${rows}</tbody></table>`;
  return document.querySelector('tbody') as Element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a plain table body', () => {
  it('is a body of rows, cells, plain inline tags and text', () => {
    const plain = '<tr><td><a href="mailto:a@b.ru">a@b.ru</a></td><td>+7 916 <b>1</b></td></tr>';
    expect(isPlainTableBody(tbody(plain))).toBe(true);
    expect(isPlainTableBody(tbody(`${plain}<tr><th class="x">Москва</th></tr>`))).toBe(true);
  });

  it.each([
    ['a span', '<tr><td><span>1</span></td></tr>'],
    ['a nested block', '<tr><td><div>1</div></td></tr>'],
    ['a custom element', '<tr><td><x-phone>1</x-phone></td></tr>'],
    ['a field', '<tr><td><input value="1"></td></tr>'],
    ['a title', '<tr><td title="+7 916 123-45-67">Иван</td></tr>'],
    ['an aria-label on a row', '<tr aria-label="8 916 123 45 67"><td>x</td></tr>'],
    ['a phone link', '<tr><td><a href="tel:+79161234567">звонок</a></td></tr>'],
    ['a hidden row', '<tr hidden><td>x</td></tr>'],
    ['an opted-out cell', '<tr><td data-tracker-lens-ignore>x</td></tr>'],
    ['an editable cell', '<tr><td contenteditable>x</td></tr>'],
    ['a row shown inline', '<tr style="display: inline"><td>1</td></tr>'],
    ['a link that may call', '<tr><td><a href=" Tel:+79161234567">звонок</a></td></tr>'],
    ['a relative link', '<tr><td><a href="contacts/12">Иван</a></td></tr>'],
    ['a nested table', '<tr><td><table><tr><td>1</td></tr></table></td></tr>'],
  ])('is not one with %s', (_name, rows) => {
    expect(isPlainTableBody(tbody(rows))).toBe(false);
  });

  it('is one with links that cannot call, and inline tags made blocks (their cells are read)', () => {
    const links = [
      '#',
      '/c/1',
      '?id=1',
      './c',
      'https://x.ru',
      'mailto:a@b.ru',
      'javascript:void(0)',
    ];
    const cells = links.map((href) => `<td><a href="${href}">x</a></td>`).join('');
    expect(
      isPlainTableBody(tbody(`<tr>${cells}<td><b style="display:block">1</b></td></tr>`)),
    ).toBe(true);
  });
});

describe('walking a plain body', () => {
  const ROWS = [
    '<tr><td>Иван</td><td>+7 916 123-45-01</td><td>ivan12@example.ru</td><td>ИНН 7707083893</td></tr>',
    '<tr><td><a href="#">a1@example.ru</a></td><td>+7 916 <b>123</b>-45-02</td></tr>',
    '<tr><td>Пётр</td><td><i>кв. 12</i></td></tr>',
    '<tr><td><b>8 916 123 45 03</b></td></tr>',
    '<tr><td>8 916 123 45 04</td><td>8 916 123 45 05</td></tr>',
  ].join('');

  it('hands on a row its cells of one text, and sends a row with a split number to its read', () => {
    expect(walkAll(tbody(ROWS))).toEqual([
      'row 0: +7 916 123-45-01 | ИНН 7707083893',
      'read row 1',
      'read row 3',
      'row 4: 8 916 123 45 04 | 8 916 123 45 05',
    ]);
  });

  it('hands on the same, a row at a time, however few texts a task walks', () => {
    const whole = walkAll(tbody(ROWS));
    for (const maxTexts of [1, 2, 3, 5]) expect(walkAll(tbody(ROWS), maxTexts)).toEqual(whole);
  });

  it('sends a row with text outside its cells to its read, and says when the body has text', () => {
    const body = tbody('<tr><td>+7 916 123-45-01</td></tr><tr><td>x</td></tr>');
    body.firstElementChild?.append('8 916 123 45 06');
    body.append('8 916 123 45 07');
    expect(walkAll(body)).toEqual(['read row 0', 'body text']);
  });

  it('reads on their own rows and cells out of place, as the body would', () => {
    const body = tbody(
      '<tr><td>+7 916 123-45-01</td></tr><tr><td>x</td></tr><tr><td>8 916 123 45 02</td></tr>',
    );
    const [first, second] = body.children as unknown as Element[];
    const inRow = document.createElement('b');
    inRow.textContent = '8 916 123 45 03';
    first?.append(inRow);
    const inner = document.createElement('td');
    inner.textContent = '8 916 123 45 04';
    second?.firstElementChild?.append(inner);
    const stray = document.createElement('td');
    stray.textContent = '8 916 123 45 05';
    body.append(stray);
    const inline = document.createElement('b');
    inline.textContent = '8 916 123 45 06';
    body.append(inline);
    expect(walkAll(body)).toEqual([
      'read row 0',
      'read row 1',
      'row 2: 8 916 123 45 02',
      'read row 3',
      'body text',
    ]);
  });
});

/** The scanner over the document as the content script makes it, its slices run by the test. */
function startScanner() {
  const scheduler = new FakeScheduler();
  const scanner = createPhoneScanner({
    root: document,
    match: fakeMatcher,
    mayMatch: hasEnoughDigits,
    scheduler,
  });
  return { scanner, scheduler };
}

/** The same, its first read done. */
function scanWithShortcuts() {
  const started = startScanner();
  started.scheduler.runSlices();
  return started;
}

/**
 * Takes `part` out of the document, rewrites its first cell once the removal was told (no
 * observer sees that change) and puts it back in `into`.
 */
async function rewriteWhileOut(part: Element, into: Element): Promise<void> {
  part.remove();
  await settle();
  ((part.querySelector('td') as Element).firstChild as Text).data = 'Иван Петров';
  into.append(part);
  await settle();
}

describe('the label of a number a plain body holds', () => {
  /** Each block's label as its context gives it, and as read from its text node. */
  function labels(html: string) {
    document.body.innerHTML = html;
    const blocks: TextBlock[] = [];
    const sink: PlainRowsSink = {
      rowBlocks: (_row, found) => blocks.push(...found),
      readRow: () => undefined,
      readBodyText: () => undefined,
    };
    const walk = new PlainRowsWalk(document.querySelector('tbody') as Element, hasEnoughDigits);
    while (!walk.walk(sink));
    return blocks.map((block) => ({
      given: blockContext(block)?.label(),
      read: labelBefore(block.pieces[0]?.node as Node),
    }));
  }

  it.each([
    [
      'a header',
      '<table><thead><tr><th>Имя</th><th>Телефон</th><th>ИНН</th></tr></thead><tbody><tr><td>Иван</td><td>+7 916 123-45-01</td><td>7707083893</td></tr></tbody></table>',
      ['Телефон', 'ИНН'],
    ],
    [
      'no header: the cells before',
      '<table><tbody><tr><td>Иван</td><td>ИНН</td><td>7707083893</td><td>+7 916 123-45-02</td></tr></tbody></table>',
      ['ИНН', 'ИНН'],
    ],
    [
      'a header in a table of its own',
      '<table><thead><tr><th>Телефон</th></tr></thead></table><table><tbody><tr><td>8 916 123 45 03</td></tr></tbody></table>',
      [undefined],
    ],
  ])('is the one read from its text, with %s', (_name, html, expected) => {
    const found = labels(html);
    expect(found.map(({ given }) => given)).toEqual(expected);
    for (const { given, read } of found) expect(given).toBe(read);
  });
});

describe('the scanner on a plain body', () => {
  it('reads a contact list without asking its cells one by one', () => {
    document.body.innerHTML = new DOMParser().parseFromString(
      contactListHtml(createContactRows(200)),
      'text/html',
    ).body.innerHTML;
    const asked = vi.spyOn(HTMLTableCellElement.prototype, 'hasChildNodes');
    const { scanner } = scanWithShortcuts();
    expect(scanner.digits().length).toBeGreaterThan(150);
    // The header's cells are read as a row; the body's are not asked.
    const inBody = asked.mock.contexts.filter((cell) => (cell as Element).closest('tbody'));
    expect(asked.mock.contexts.length).toBeGreaterThan(0);
    expect(inBody).toEqual([]);
    asked.mockRestore();
    scanner.stop();
  });

  it('drops what a body moved back in no longer holds', async () => {
    document.body.innerHTML =
      '<main><table><tbody><tr><td>+7 916 123-45-01</td></tr><tr><td>8 916 123 45 02</td></tr></tbody></table></main>';
    const { scanner, scheduler } = scanWithShortcuts();
    expect(scanner.digits()).toEqual(['79161234501', '79161234502']);
    await rewriteWhileOut(
      document.querySelector('table') as Element,
      document.querySelector('main') as Element,
    );
    scheduler.runSlices();
    expect(scanner.digits()).toEqual(['79161234502']);
    scanner.stop();
  });

  it('drops it when the body moves while the page is first read', async () => {
    // Blocks deeper than the body are read after it: the first read goes on.
    const more = '<article><div><p>a</p><p>b</p></div></article>'.repeat(100);
    document.body.innerHTML = `<main><table><tbody><tr><td>+7 916 123-45-01</td></tr><tr><td>8 916 123 45 02</td></tr></tbody></table></main><section>${more}</section>`;
    const { scanner, scheduler } = startScanner();
    while (scanner.digits().length < 2) scheduler.runSlices(1);
    expect(scanner.status().state).toBe('scanning');
    await rewriteWhileOut(
      document.querySelector('tbody') as Element,
      document.querySelector('table') as Element,
    );
    scheduler.runSlices();
    expect(scanner.digits()).toEqual(['79161234502']);
    scanner.stop();
  });
});
