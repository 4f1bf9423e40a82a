// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { spotOf } from '../../../lib/content/describe-numbers';
import { orderIdIn, phoneOnPage as readSpot, spacedText } from '../../../lib/dom/phone-on-page';
import type { ScannedMatch } from '../../../lib/dom/types';

/** What the page says next to one number, from the matches the scanner holds for it. */
const phoneOnPage = (matches: ScannedMatch[]) => readSpot(spotOf(matches)!);

afterEach(() => {
  document.body.innerHTML = '';
});

/** A text match on the first text node holding `text`. */
function textMatch(text: string): ScannedMatch {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(text) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + text.length);
    return { digits: '79161234567', raw: text, kind: 'text', range, element: node.parentElement! };
  }
  throw new Error(`no text ${text}`);
}

describe('phoneOnPage', () => {
  it('takes the field label before the number and the order in the same record', () => {
    document.body.innerHTML = `
      <div class="deal"><h3>Сделка #12345</h3>
        <div class="row"><span>Рабочий</span><span>+7 916 123-45-67</span></div>
      </div>`;
    expect(phoneOnPage([textMatch('+7 916 123-45-67')])).toEqual({
      label: 'Рабочий',
      orderId: '12345',
    });
  });

  it('takes the contact of a table row, its order number and the page’s call link', () => {
    const table = document.createElement('table');
    const row = table.insertRow();
    for (const text of ['Anna Petrova', 'Order No. 4521', '']) row.insertCell().textContent = text;
    const link = Object.assign(document.createElement('a'), { textContent: '+7 916 123-45-67' });
    link.setAttribute('href', 'callto:+79161234567');
    row.cells[2]!.append(link);
    document.body.append(table);
    const text = textMatch('+7 916 123-45-67');
    expect(phoneOnPage([{ ...text, kind: 'link', element: link }])).toEqual({
      label: 'Anna Petrova',
      callLink: 'callto:+79161234567',
      orderId: '4521',
    });
  });

  it('never guesses an order: none for two ids, a bare number or a big section', () => {
    expect(orderIdIn('Заказ № 4521 и Заказ № 4522')).toBeUndefined();
    expect(orderIdIn('Заказ № 4521, повтор: заказ №4521')).toBe('4521');
    expect(orderIdIn('Order 4521')).toBeUndefined();
    expect(orderIdIn('Reorder #4521')).toBeUndefined();
    expect(orderIdIn('Deal: D-77')).toBe('D-77');
    document.body.innerHTML = `<section><p>Заказ № 99 ${'текст '.repeat(200)}</p>
      <div><div><span>Phone</span> <span>+7 916 123-45-67</span></div></div></section>`;
    expect(phoneOnPage([textMatch('+7 916 123-45-67')])).toEqual({ label: 'Phone' });
  });
});

/** What `spacedText` read before it walked the tree itself: a SHOW_TEXT TreeWalker. */
function spacedTextByWalker(element: Element, limit: number): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let node = walker.nextNode(); node && text.length <= limit; node = walker.nextNode()) {
    text += ` ${node.nodeValue ?? ''}`;
  }
  return text.replace(/\s+/g, ' ').trim();
}

describe('spacedText', () => {
  const trees = [
    '<p>Anna Petrova</p>',
    '<table><tr><td><a href="#">Иванов <b>Иван</b></a> <i></i>  Петрович</td><td>2</td></tr></table>',
    '<div><span>a</span><!-- note --><span><span><span>b</span></span>c</span>d</div>',
    '<div></div>',
    '<div><p>Order</p><p>No. <b>4521</b></p><ul><li>x</li><li><span>y</span></li></ul>z</div>',
    `<div>${'<span>слово </span>'.repeat(60)}<b>конец</b></div>`,
    '<div><svg><text>svg text</text></svg><noscript>n</noscript>after</div>',
  ];
  it.each(trees)('reads %j as a TreeWalker over its text nodes does', (html) => {
    document.body.innerHTML = html;
    const element = document.body.firstElementChild!;
    for (const limit of [0, 5, 80, 600]) {
      expect(spacedText(element, limit)).toBe(spacedTextByWalker(element, limit));
    }
  });
});
