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
  it('is true only where joining glues a digit to something', () => {
    expect(isJoinSensitive('й', '+')).toBe(true);
    expect(isJoinSensitive('Н', '7')).toBe(true);
    expect(isJoinSensitive('4', '5')).toBe(true);
    expect(isJoinSensitive('7', 'К')).toBe(true);
    expect(isJoinSensitive(' ', '7')).toBe(false);
    expect(isJoinSensitive(':', ' ')).toBe(false);
    expect(isJoinSensitive('а', 'б')).toBe(false);
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
