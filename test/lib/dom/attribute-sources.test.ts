// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { phoneFromHref, readElementSources } from '../../../lib/dom/attribute-sources';
import { fakeMatcher } from './helpers';

describe('phoneFromHref', () => {
  it.each([
    ['tel:+74951112233', '+74951112233'],
    ['TEL:+7-495-111-22-33;ext=12', '+7-495-111-22-33'],
    ['tel:+7%20(495)%20111-22-33?call', '+7 (495) 111-22-33'],
    ['callto://+7%20495%201112244', '+7 495 1112244'],
    ['callto:84951112244', '84951112244'],
    ['sip:+74951112255@pbx.example.ru;user=phone', '+74951112255'],
    ['sips:84951112255@pbx.example.ru', '84951112255'],
    ['tel:+7%ZZ4951112233', '+7%ZZ4951112233'],
    ['https://example.ru/tel:+74951112233', undefined],
    ['mailto:a@b.ru', undefined],
  ])('%s -> %s', (href, expected) => {
    expect(phoneFromHref(href)).toBe(expected);
  });
});

function sources(html: string) {
  document.body.innerHTML = html;
  const element = document.body.firstElementChild as Element;
  return readElementSources(element, fakeMatcher).map(({ digits, kind, source }) => ({
    digits,
    kind,
    source,
  }));
}

describe('readElementSources', () => {
  it('reads phone links by their href, not other links', () => {
    expect(sources('<a href="tel:8-495-111-22-33">call</a>')).toEqual([
      { digits: '74951112233', kind: 'link', source: 'href' },
    ]);
    expect(sources('<a href="/orders/74951112233">order</a>')).toEqual([]);
  });

  it.each([
    ['<input value="+7 912 345-67-89">', 1],
    ['<input type="text" readonly value="+7 912 345-67-89">', 1],
    ['<input type="tel" value="+7 912 345-67-89">', 1],
    ['<input type="search" value="+7 912 345-67-89">', 1],
    ['<input type="password" value="+7 912 345-67-89">', 0],
    ['<input type="hidden" value="+7 912 345-67-89">', 0],
    ['<textarea>call +7 912 345-67-89</textarea>', 1],
  ])('reads input values: %s', (html, count) => {
    const found = sources(html);
    expect(found).toHaveLength(count);
    if (count) expect(found[0]).toEqual({ digits: '79123456789', kind: 'input', source: 'value' });
  });

  it('reads the live value of an input the user typed into', () => {
    document.body.innerHTML = '<input type="tel">';
    const input = document.querySelector('input') as HTMLInputElement;
    input.value = '8 912 345-67-89';
    expect(readElementSources(input, fakeMatcher).map((m) => m.digits)).toEqual(['79123456789']);
  });

  it('reads title and aria-label', () => {
    expect(
      sources('<span title="Work +7 916 111-11-11" aria-label="Mobile 8 916 222-22-22">x</span>'),
    ).toEqual([
      { digits: '79161111111', kind: 'attribute', source: 'title' },
      { digits: '79162222222', kind: 'attribute', source: 'aria-label' },
    ]);
  });
});
