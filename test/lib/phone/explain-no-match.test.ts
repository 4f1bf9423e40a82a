import { describe, expect, it } from 'vitest';
import { explainNoMatch } from '../../../lib/phone';

const RU = { defaultRegion: 'RU' } as const;

describe('explainNoMatch', () => {
  it('names the label that rejected a number', () => {
    const text = 'ООО «Ромашка», ИНН 7707083893';
    expect(explainNoMatch(text, RU)).toEqual([
      { start: 19, end: 29, raw: '7707083893', reason: 'label', detail: 'ИНН' },
    ]);
  });

  it('names the character a number is glued to', () => {
    const [rejection] = explainNoMatch('Счёт ЗАК-79991234567 оплачен', RU);
    expect(rejection).toMatchObject({ raw: '79991234567', reason: 'glued', detail: '-' });
  });

  it('shows the date that swallowed the digits', () => {
    const [rejection] = explainNoMatch('Создан 12.03.2024 14:30', RU);
    expect(rejection).toMatchObject({ reason: 'date', detail: '12.03.2024' });
  });

  it('tells a local number without an area code apart from an invalid one', () => {
    expect(explainNoMatch('тел. 123-45-67', RU).map((rejection) => rejection.reason)).toEqual([
      'local-number',
    ]);
    expect(
      explainNoMatch('тел. 8 (000) 000-00-00', RU).map((rejection) => rejection.reason),
    ).toEqual(['invalid-number']);
  });

  it('explains bare digits that pass the INN checksum', () => {
    expect(explainNoMatch('9161234567', RU)).toMatchObject([{ reason: 'requisite-checksum' }]);
  });

  it('explains bare international digits outside the CIS', () => {
    expect(explainNoMatch('49301234567', RU)).toMatchObject([
      { reason: 'bare-international', detail: '+49' },
    ]);
  });

  it('reports only what was not detected, in text order', () => {
    const text = 'ИНН 7707083893, тел. +7 (916) 123-45-67, заказ № 89031234567';
    expect(explainNoMatch(text, RU).map((rejection) => rejection.raw)).toEqual([
      '7707083893',
      '89031234567',
    ]);
  });

  it('returns nothing when every number was found or nothing looks like one', () => {
    expect(explainNoMatch('Тел.: +7 (916) 123-45-67, доб. 12', RU)).toEqual([]);
    expect(explainNoMatch('Сделка 12345', RU)).toEqual([]);
  });
});
