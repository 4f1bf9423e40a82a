// @vitest-environment happy-dom
// Logic only: happy-dom computes display from stylesheets but lays nothing out. That real
// layouts split where they should is shown in Chromium by test/e2e/detection-corpus.e2e.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isJoinSensitive } from '../../../lib/dom/layout';
import { labelBefore } from '../../../lib/dom/text-context';
import { walkTextBlocks } from '../../../lib/dom/text-blocks';

const texts = (root: Node = document) => [...walkTextBlocks(root)].map((block) => block.text);

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('isJoinSensitive', () => {
  it('is true only where joining glues a digit, or a word to a word', () => {
    expect(isJoinSensitive('й', '+')).toBe(true);
    expect(isJoinSensitive('Н', '7')).toBe(true);
    expect(isJoinSensitive('4', '5')).toBe(true);
    expect(isJoinSensitive('7', 'К')).toBe(true);
    expect(isJoinSensitive(' ', '7')).toBe(false);
    expect(isJoinSensitive(':', ' ')).toBe(false);
    expect(isJoinSensitive('T', 'G', 'GB 1')).toBe(true);
    expect(isJoinSensitive('н', 'П', 'Петр')).toBe(false);
    expect(isJoinSensitive('r', '(', '(617')).toBe(true);
    expect(isJoinSensitive('r', '(', '(Mob')).toBe(false);
    expect(isJoinSensitive('а', ' ')).toBe(false);
    expect(isJoinSensitive('а', '.')).toBe(false);
    expect(isJoinSensitive(undefined, '7')).toBe(false);
  });
});

describe('layout boundaries inside an inline run', () => {
  it('splits a label from its value when a class makes the spans blocks', () => {
    document.head.innerHTML = '<style>.field span { display: block }</style>';
    document.body.innerHTML =
      '<div class="field"><span>Мобильный</span><span>+7 999 123-45-67</span></div>';
    expect(texts()).toEqual(['+7 999 123-45-67']);
  });

  it('splits a label from a value that starts with words (a VAT id is no number)', () => {
    document.head.innerHTML = '<style>.attribute span { display: block }</style>';
    document.body.innerHTML =
      '<div class="attribute"><span>VAT</span><span>GB 123 4567 89 · DE 987654321</span></div>';
    expect(texts()).toEqual(['GB 123 4567 89 · DE 987654321']);
    expect(labelBefore(document.body.querySelectorAll('span')[1]!.firstChild!)).toBe('VAT');
  });

  it('splits a label from a value that starts with a bracket ("Phone number", "(617) …")', () => {
    document.head.innerHTML = '<style>.property span { display: block }</style>';
    document.body.innerHTML =
      '<div class="property"><span>Phone number</span><span>(617) 555-0134</span></div>';
    expect(texts()).toEqual(['(617) 555-0134']);
  });

  it('keeps inline spans joined, a number split by <b> included', () => {
    document.body.innerHTML = '<p><span>Тел.</span><span>+7</span> <b>999</b> 123-45-67</p>';
    expect(texts()).toEqual(['Тел.+7 999 123-45-67']);
  });

  it('asks for computed style only at an edge where a digit touches other text', () => {
    document.body.innerHTML =
      '<p><span>Звоните </span><span>+7 999 123-45-67</span><i> днём</i></p>' +
      '<p><span>ИНН</span><span>7707083893</span></p>';
    const view = document.defaultView as Window;
    const spy = vi.spyOn(view, 'getComputedStyle');
    texts();
    const asked = spy.mock.calls.map(([element]) => (element as Element).textContent);
    expect(asked).toEqual(['ИНН', '7707083893']);
  });

  it('splits children of a shadow host that go to different slots', () => {
    document.body.innerHTML =
      '<field-item><span slot="label">Other Phone</span><span>+7 916 111-22-00</span></field-item>';
    const host = document.querySelector('field-item') as HTMLElement;
    host.attachShadow({ mode: 'open' }).innerHTML =
      '<div><slot name="label"></slot></div><div><slot></slot></div>';
    expect(texts(host)).toContain('+7 916 111-22-00');
    expect(texts(host).join('|')).not.toContain('Other Phone+7');
  });
});

describe('labelBefore', () => {
  it('reads the previous field label', () => {
    document.body.innerHTML =
      '<div class="row"><span class="k">ИНН</span><span class="v"><b id="v">7707083893</b></span></div>';
    const value = document.getElementById('v')?.firstChild as Node;
    expect(labelBefore(value)).toBe('ИНН');
  });

  it.each([
    ['Клиент|Номер заказа', 'Иванов|9161234500', 'Номер заказа'],
    ['Клиент|Город|ИНН|Телефон', 'Иванов|Казань|7707083893|9161234500', 'Телефон'],
  ])('reads the column header of a cell, not the previous cell (%s)', (heads, cells, label) => {
    const row = (tag: string, texts: string) =>
      `<tr><${tag}>${texts.split('|').join(`</${tag}><${tag}>`)}</${tag}></tr>`;
    document.body.innerHTML = `<table><thead>${row('th', heads)}</thead><tbody>${row('td', cells)}</tbody></table>`;
    // The number is the row's last cell.
    const value = document.querySelector('tbody td:last-child')?.firstChild as Node;
    expect(labelBefore(value)).toBe(label);
  });

  it('reads the previous cell in a table without headers', () => {
    document.body.innerHTML =
      '<table><tr><td>Телефон:</td><td><a id="v" href="#">8 4012 531249</a></td></tr></table>';
    const value = document.getElementById('v')?.firstChild as Node;
    expect(labelBefore(value)).toBe('Телефон:');
  });

  it('reads a first row of <th> as the header, in a body or in rows built by script', () => {
    document.body.innerHTML =
      '<table><tbody><tr><th>Клиент</th><th>ИНН</th></tr><tr><td>Иванов</td><td id="v">7707083893</td></tr></tbody></table>';
    expect(labelBefore(document.getElementById('v')?.firstChild as Node)).toBe('ИНН');
    const table = document.createElement('table');
    table.innerHTML = '<caption>Клиенты</caption>';
    for (const [tag, texts] of [
      ['th', ['Клиент', 'Телефон']],
      ['td', ['Иванов', '8 916']],
    ] as const) {
      const row = table.appendChild(document.createElement('tr'));
      for (const text of texts) row.appendChild(document.createElement(tag)).textContent = text;
    }
    document.body.replaceChildren(table);
    expect(labelBefore(table.rows[1]?.cells[1]?.firstChild as Node)).toBe('Телефон');
  });

  it('finds no header in a table without one by reading a few elements, not every row', () => {
    const rows = Array.from(
      { length: 400 },
      (_, index) => `<tr><td>Имя ${index}</td><td>89161234${index}</td></tr>`,
    );
    document.body.innerHTML = `<table><tbody>${rows.join('')}</tbody></table>`;
    const last = document.querySelector('tbody tr:last-child td:last-child')?.firstChild as Node;
    const touched = countElementsTouched(() => expect(labelBefore(last)).toBe('Имя 399'));
    expect(touched).toBeLessThan(20);
  });

  it('reads a header added to a table after its rows were asked about', () => {
    document.body.innerHTML =
      '<table><tbody><tr><td>Иванов</td><td id="v">89161234500</td></tr></tbody></table>';
    const value = document.getElementById('v')?.firstChild as Node;
    expect(labelBefore(value)).toBe('Иванов');
    const head = document.createElement('thead');
    head.innerHTML = '<tr><th>Клиент</th><th>ИНН</th></tr>';
    document.querySelector('table')?.prepend(head);
    expect(labelBefore(value)).toBe('ИНН');
    head.remove();
    expect(labelBefore(value)).toBe('Иванов');
  });

  it('reads the <label for> of an input', () => {
    document.body.innerHTML = '<label for="inn">ИНН</label><div><input id="inn" value="1"></div>';
    expect(labelBefore(document.getElementById('inn') as Element)).toBe('ИНН');
  });

  it('reads a slotted label for a value inside a shadow root', () => {
    document.body.innerHTML =
      '<layout-item><span slot="label">Phone</span><formatted-phone></formatted-phone></layout-item>';
    const phone = document.querySelector('formatted-phone') as HTMLElement;
    const root = phone.attachShadow({ mode: 'open' });
    root.innerHTML = '<a href="tel:+14155550142">(415) 555-0142</a>';
    expect(labelBefore(root.querySelector('a')?.firstChild as Node)).toBe('Phone');
  });

  it('skips icons and bare punctuation, and gives up on long prose', () => {
    document.body.innerHTML = '<p><span>Моб.</span><i></i><span>:</span><span id="v">1</span></p>';
    expect(labelBefore(document.getElementById('v')?.firstChild as Node)).toBe('Моб.');
  });
});

/**
 * How many times `read` asks an element for its name, children or siblings: a label lookup
 * that goes through every row of a long table asks hundreds of times.
 */
function countElementsTouched(read: () => void): number {
  let count = 0;
  for (const name of [
    'localName',
    'children',
    'firstElementChild',
    'nextElementSibling',
  ] as const) {
    const getter = Object.getOwnPropertyDescriptor(Element.prototype, name)?.get;
    if (!getter) throw new Error(`no ${name} getter on Element.prototype`);
    vi.spyOn(Element.prototype, name, 'get').mockImplementation(function (this: Element) {
      count += 1;
      return getter.call(this) as never;
    });
  }
  read();
  return count;
}
