import { describe, expect, it } from 'vitest';
import { explainSelection } from '../../../lib/phone/explain-selection';

describe('explainSelection', () => {
  it.each([
    ['7707083893', 'requisite-checksum', undefined],
    ['ИНН 7707083893', 'label', 'ИНН'],
    ['INV-201-5550123', 'glued', '-'],
    ['12.05.2024', 'date', '12.05.2024'],
    ['123-45-67', 'local-number', undefined],
    ['+7 999 000', 'invalid-number', undefined],
  ])('says why %j is not a phone: %s', (text, reason, detail) => {
    const [rejection, ...rest] = explainSelection(text, 'RU').rejections;
    expect(rest).toEqual([]);
    expect(rejection).toMatchObject({ reason });
    expect(rejection?.detail).toBe(detail);
  });

  it('offers the digits as typed when they still form a valid number', () => {
    // An INN by checksum, but also a valid +7 7xx number: the user may know better.
    expect(explainSelection(' 7707083893 ', 'RU')).toMatchObject({
      text: '7707083893',
      typedDigits: '77707083893',
    });
    expect(explainSelection('ИНН 7707083893', 'RU').typedDigits).toBeUndefined();
  });

  it('finds nothing number-like in plain words', () => {
    expect(explainSelection('hello', 'RU')).toEqual({ text: 'hello', rejections: [] });
  });

  it('shortens a long selection for the card header', () => {
    const { text } = explainSelection('x'.repeat(300), 'RU');
    expect(text).toHaveLength(80);
    expect(text.endsWith('…')).toBe(true);
  });
});
