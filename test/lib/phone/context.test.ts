import { describe, expect, it } from 'vitest';
import { explainNoMatch, findPhones, phoneContextOf } from '../../../lib/phone';
import { readFieldLabel } from '../../../lib/phone/context-labels';
import { regionsNamedIn, regionsOfLanguage } from '../../../lib/phone/context-regions';

const around = (label?: string, lang = 'ru', surroundings: string[] = []) => ({
  label: () => label,
  lang: () => lang,
  surroundings: () => surroundings,
});

const digitsIn = (text: string, label?: string, lang?: string, surroundings?: string[]) =>
  findPhones(text, {
    defaultRegion: 'RU',
    context: phoneContextOf(text, around(label, lang, surroundings)),
  }).map((match) => match.digits);

describe('a label the layout puts apart from the value', () => {
  it.each([
    ['ИНН', '7701234567'],
    ['ИНН получателя', '7842349892'],
    ['ИНН директора', '9161234567'],
    ['Номер заказа', '9161234500'],
    ['Номер договора', '9161000205'],
    ['Артикул', '9001020304'],
    ['Lead ID', '9120000001'],
    ['Account Number', '4155559999'],
    ['Лицевой счёт', '9031112233'],
    ['Итого', '9161234000'],
    ['Transaction ID', '4829103746'],
  ])('"%s" rejects %s', (label, value) => {
    expect(digitsIn(value, label)).toEqual([]);
    expect(
      explainNoMatch(value, {
        defaultRegion: 'RU',
        context: phoneContextOf(value, around(label)),
      }).map((rejection) => rejection.reason),
    ).toContain('label');
  });

  it.each([
    ['Телефон', '+7 (916) 123-45-67', '79161234567'],
    ['Мобильный', '7707083893', '77707083893'],
    ['Телефон для заказа', '9161234500', '79161234500'],
    ['Номер отслеживания', '+7 495 150-10-10', '74951501010'],
    ['Кто звонил', '8 903 700-00-02', '79037000002'],
  ])('"%s" keeps %s', (label, value, digits) => {
    expect(digitsIn(value, label)).toEqual([digits]);
  });

  it('counts only for the value the text starts with; a label in the text wins', () => {
    expect(digitsIn('Тел. 9161234500', 'Номер заказа')).toEqual(['79161234500']);
    expect(digitsIn('+7 916 123-45-67, ИНН 7701234567', 'Телефон')).toEqual(['79161234567']);
    expect(digitsIn('Звонок: 9161234500', 'Номер заказа')).toEqual(['79161234500']);
  });

  it('rejects a Polish record’s register ids, shaped as its national numbers', () => {
    // A 9-digit REGON reads as a Polish number where nothing names it.
    expect(digitsIn('146789012', undefined, 'pl')).toEqual(['48146789012']);
    expect(digitsIn('146789012', 'REGON', 'pl')).toEqual([]);
    expect(digitsIn('226543210', 'NIP', 'pl')).toEqual([]);
    expect(digitsIn('226543210', 'Telefon', 'pl')).toEqual(['48226543210']);
  });

  it('rejects a Turkish record’s tax and register numbers and a waybill, shaped as numbers', () => {
    expect(digitsIn('2164840847', undefined, 'tr')).toEqual(['902164840847']);
    expect(digitsIn('2164840847', 'Vergi No', 'tr')).toEqual([]);
    expect(digitsIn('Aras Kargo takip no 2163665128', undefined, 'tr')).toEqual([]);
    expect(digitsIn('Ticaret Sicil No 2164567895', undefined, 'tr')).toEqual([]);
    expect(digitsIn('Goods dispatched by DHL, waybill 4587623190.', undefined, 'us')).toEqual([]);
  });

  it('rejects a German, French or Italian order, invoice or credit note number', () => {
    expect(digitsIn('4501234567', 'Bestellnummer', 'de')).toEqual([]);
    expect(
      digitsIn(
        'Unsere UID lautet CHE-109.322.551 MWST, Bestellnummer 4501234567.',
        undefined,
        'de',
      ),
    ).toEqual([]);
    expect(digitsIn('Ihre Rechnung Nr. 4501234567 vom 29.02.2024', undefined, 'de')).toEqual([]);
    expect(digitsIn('Gutschrift 4501234567', undefined, 'de')).toEqual([]);
    expect(digitsIn('facture 4501234567', undefined, 'fr')).toEqual([]);
    expect(digitsIn('Fattura 0245012345', undefined, 'it')).toEqual([]);
    // Prose about orders before a number is no label.
    expect(digitsIn('für Bestellungen gilt weiterhin 030 12345678', undefined, 'de')).toEqual([
      '493012345678',
    ]);
  });

  it('reads a requisite word written before the number in its text, not inside a word', () => {
    // "transaction" names a payment's reference, whatever the sentence around it.
    expect(digitsIn('Invoice INV-2024-00318, $1,250.00 CAD, transaction 4829103746')).toEqual([]);
    expect(digitsIn('REGON: 146789012', undefined, 'pl')).toEqual([]);
    // "Gdańsku" ends in "sku" after a Polish letter: a word, not the label "SKU".
    expect(digitsIn('Oddział w Gdańsku: +48 58 340 12 99, magazyn', undefined, 'pl')).toEqual([
      '48583401299',
    ]);
  });

  it('rejects the number after a postal box, whatever its language', () => {
    expect(digitsIn('Enterprise Road\nP.O. Box 48210-00100\nNairobi', undefined, 'en')).toEqual([]);
    expect(digitsIn('PO Box 4821000100', undefined, 'en')).toEqual([]);
    expect(digitsIn('Postfach 4821000100', undefined, 'de')).toEqual([]);
    expect(digitsIn('Kotak Pos 4821000100', undefined, 'id')).toEqual([]);
    // The box's line ends at its line break: the next line's number is read.
    expect(digitsIn('P.O. Box 123\nTel. 8 482 100-01-00', undefined, 'en')).toEqual([
      '74821000100',
    ]);
  });

  it('rejects an account, tax or waybill number with its issuer named between label and number', () => {
    expect(digitsIn('Transfer ke rek. BCA 468 123 4567 a.n. PT Maju', undefined, 'id')).toEqual([]);
    expect(digitsIn('No. Rekening Mandiri 4681234567', undefined, 'id')).toEqual([]);
    expect(digitsIn('Waybill G4S 4681234567 went out', undefined, 'en')).toEqual([]);
    expect(digitsIn('Steuernummer der GmbH 4681234567', undefined, 'de')).toEqual([]);
    expect(digitsIn('St.-Nr. 4681234567', undefined, 'de')).toEqual([]);
    // A phone word among the words between is the number's own label.
    expect(digitsIn('Waybill DHL tel. 8 468 123-45-67', undefined, 'en')).toEqual(['74681234567']);
    expect(digitsIn('Account manager: Anna 8 468 123-45-67', undefined, 'en')).toEqual([
      '74681234567',
    ]);
    // Without a label the same digits are a number (an Indonesian page's: Indonesian is
    // one country's language).
    expect(digitsIn('Transfer ke BCA 468 123 4567', undefined, 'id')).toEqual(['624681234567']);
  });

  it('rejects a number the library reads from inside a labelled run of digits', () => {
    const [found] = explainNoMatch('Steuernummer 09 123/4567', { defaultRegion: 'DE' });
    expect(findPhones('Steuernummer 09 123/4567', { defaultRegion: 'DE' })).toEqual([]);
    expect(findPhones('Tel. 09 123/4567', { defaultRegion: 'DE' }).length).toBeLessThanOrEqual(1);
    expect(found?.reason).toBe('label');
  });

  it('ignores prose and long labels', () => {
    expect(readFieldLabel('Оплата заказа прошла успешно, ждём звонка клиента').rejectingLabel).toBe(
      undefined,
    );
    expect(readFieldLabel('Оплата заказа прошла').rejectingLabel).toBe(undefined);
    expect(readFieldLabel('').hasSupportingLabel).toBe(false);
  });
});

describe('national numbers outside the default region', () => {
  it('reads them in the region a place in the row or section names, nearest first', () => {
    const sections = ['Lena Schmidt — Berlin, Germany', 'Oliver Bennett, London'];
    expect(digitsIn('030 12345678', 'Phone', 'en', sections)).toEqual(['493012345678']);
    expect(digitsIn('020 7946 0958', 'Phone', 'en', ['London office'])).toEqual(['442079460958']);
    expect(digitsIn('07911 123456', 'Mobile', 'ru', ['Лондон'])).toEqual(['447911123456']);
  });

  it('reads them in the region of the page language when the default region cannot', () => {
    expect(digitsIn('(617) 555-0134', 'Phone', 'en-US')).toEqual(['16175550134']);
    expect(digitsIn('030 12345678', 'Telefon', 'de')).toEqual(['493012345678']);
  });

  it('gives a number written 3-3-4 to North America when the context names it', () => {
    expect(digitsIn('312-555-0178', 'Mobile', 'en-US')).toEqual(['13125550178']);
    expect(digitsIn('312-555-0178', 'Mobile', 'ru')).toEqual(['73125550178']);
  });

  it("reads them in the user's other regions, after a place named nearby", () => {
    const read = (text: string, others: ('GB' | 'DE')[], surroundings: string[] = []) =>
      findPhones(text, {
        defaultRegion: 'RU',
        context: phoneContextOf(text, around('Телефон', 'ru', surroundings), others),
      }).map((match) => match.digits);
    expect(read('030 12345678', ['DE'])).toEqual(['493012345678']);
    expect(read('030 12345678', [])).toEqual([]);
    // The user's order decides between two readings; a place named nearby comes first.
    expect(read('020 7946 0958', ['GB', 'DE'])).toEqual(['442079460958']);
    expect(read('020 7946 0958', ['DE', 'GB'])).toEqual(['492079460958']);
    expect(read('020 7946 0958', ['DE', 'GB'], ['London office'])).toEqual(['442079460958']);
  });

  it('keeps Russian numbers Russian on an English page', () => {
    expect(digitsIn('8 916 123-45-67', 'Phone', 'en-US')).toEqual(['79161234567']);
    expect(digitsIn('+7 (495) 123-45-67', 'Phone', 'en-US')).toEqual(['74951234567']);
    expect(digitsIn('(495) 123-45-67', 'Phone', 'en-GB')).toEqual(['74951234567']);
  });

  it('maps languages and places to regions', () => {
    expect(regionsOfLanguage('en-GB')).toEqual(['GB']);
    expect(regionsOfLanguage('en')).toEqual(['US', 'GB']);
    expect(regionsOfLanguage('kk')).toEqual(['KZ']);
    expect(regionsOfLanguage(undefined)).toEqual([]);
    expect(regionsNamedIn('Офис в Минске')).toEqual(['BY']);
    expect(regionsNamedIn('Berliner Straße')).toEqual([]);
  });
});
