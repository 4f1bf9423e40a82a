import { describe, expect, it } from 'vitest';
import { findPhones, phoneContextOf, type CountryCode } from '../../../lib/phone';
import { recordRegions, setRecordLanguage } from '../../../lib/phone/record-regions';

const part = (text: string) => ({ text, links: [] });

/** Digits found in `text` of a page in `lang`, read in its record's `parts`. */
const readIn = (text: string, parts: string[], lang = 'en') =>
  findPhones(text, {
    defaultRegion: 'RU',
    context: phoneContextOf(text, {
      label: () => undefined,
      lang: () => lang,
      surroundings: () => [],
      recordParts: () => parts.map(part),
    }),
  }).map((m) => m.digits);

/** Digits found in `text` whose record gives `record`. */
const readInRecord = (text: string, record: CountryCode[]) =>
  findPhones(text, { defaultRegion: 'RU', context: { record: () => record } }).map((m) => m.digits);

describe('national numbers read as their country writes them', () => {
  it('wants the trunk prefix where a country always writes it', () => {
    expect(readInRecord('08-545 812 30', ['SE'])).toEqual(['46854581230']);
    expect(readInRecord('Avtal 2024-017 undertecknat', ['SE'])).toEqual([]);
    expect(readInRecord('Bankgiro 5412-7790', ['SE'])).toEqual([]);
    expect(readInRecord('Ärendenummer 24-118873', ['SE'])).toEqual([]);
    expect(readInRecord('0151 2345678', ['DE'])).toEqual(['491512345678']);
    expect(readInRecord('030 12345-0', ['DE'])).toEqual(['4930123450']);
  });

  it('keeps numbers of countries whose prefix is optional or none', () => {
    expect(readInRecord('98765 43210', ['IN'])).toEqual(['919876543210']);
    expect(readInRecord('602 123 456', ['CZ'])).toEqual(['420602123456']);
    expect(findPhones('916 123-45-67', { defaultRegion: 'RU' }).map((m) => m.digits)).toEqual([
      '79161234567',
    ]);
    expect(findPhones('8 029 123-45-67', { defaultRegion: 'BY' }).map((m) => m.digits)).toEqual([
      '375291234567',
    ]);
  });

  it('reads the user’s region beside a foreign record only as written its way', () => {
    // A Russian number in a Swedish or German record is written with its 8.
    expect(readInRecord('8 916 123-45-67', ['DE'])).toEqual(['79161234567']);
    expect(readInRecord('IO 4500218834', ['SE'])).toEqual([]);
    expect(readInRecord('SSS No. 33-4821957-6', ['PH'])).toEqual([]);
    // "850317/3415" starts with 8, but no trunk 8 stands before a national number.
    expect(readInRecord('rodné číslo 850317/3415', ['SK'])).toEqual([]);
    // A record named by the page's language alone leaves the user's region its ways.
    expect(readIn('(495) 123-45-67', [], 'en-GB')).toEqual(['74951234567']);
  });

  it('takes no Russian requisite checksum for another country’s number', () => {
    // 0138125500 passes the ИНН checksum; in a Saudi record it is a Dammam landline.
    expect(readInRecord('الدمام 0138125500 المشرف', ['SA'])).toEqual(['966138125500']);
    expect(findPhones('0138125500', { defaultRegion: 'RU' })).toEqual([]);
  });
});

describe('what names a record’s country', () => {
  it('counts a currency only beside a sum', () => {
    expect(recordRegions(part('Reklamační protokol RP-2024-041'))).toEqual([]);
    expect(recordRegions(part('Total Rp 150.000'))).toEqual(['ID']);
    expect(recordRegions(part('Total 150.000 IDR'))).toEqual(['ID']);
  });

  it('reads no country inside a word of another script', () => {
    setRecordLanguage('ar');
    // "إجمالي" (total) holds "مالي" (Mali).
    expect(recordRegions(part('إجمالي المشتريات'))).toEqual([]);
    expect(recordRegions(part('الرياض، المملكة العربية السعودية'))).toEqual(['SA']);
  });

  it('lets the page’s language decide between two countries a record names alike', () => {
    const record =
      'Anna +46 8 545 812 30, +46 70 112 90 34; Mikko +358 9 123 4567, +358 40 123 4567';
    expect(readIn('08-545 812 30', [record], 'sv')).toEqual(['46854581230']);
    expect(readIn('08-545 812 30', [record], 'fi')).toEqual(['358854581230']);
    // No language of theirs: both readings (each marked ambiguous).
    expect(readIn('08-545 812 30', [record], 'en')).toEqual(['46854581230', '358854581230']);
  });

  it('takes a language of one country as the record’s last word', () => {
    expect(readIn('602 418 735', [], 'cs')).toEqual(['420602418735']);
    expect(readIn('070-112 90 34', [], 'sv')).toEqual(['46701129034']);
  });
});

describe('field labels', () => {
  it('takes no e-mail or web address before a value for its label', () => {
    const context = { label: () => 'a.alshehri@rawasi-build.sa' };
    expect(
      findPhones('+966551234567', { defaultRegion: 'RU', context }).map((m) => m.digits),
    ).toEqual(['966551234567']);
    // A label of a build number still refuses.
    expect(
      findPhones('4681234567', { defaultRegion: 'RU', context: { label: () => 'Build' } }),
    ).toEqual([]);
  });
});

describe('labels, sums and prefixes of more languages', () => {
  it('refuses identification, tax and invoice numbers by their labels', () => {
    const labelled = (label: string, text: string, record: CountryCode) =>
      findPhones(text, {
        defaultRegion: 'RU',
        context: { label: () => label, record: () => [record] },
      }).map((m) => m.digits);
    expect(labelled('Número de identificación', '901.245.378-2', 'CO')).toEqual([]);
    expect(labelled('Mã số thuế', '0312456789', 'VN')).toEqual([]);
    expect(labelled('ת.ז.', '034512789', 'IL')).toEqual([]);
    expect(labelled('ח.פ.', '514736921', 'IL')).toEqual([]);
    expect(readInRecord('חשבונית מס 30045187 מ־14/11/2023', ['IL'])).toEqual([]);
    // The same digits under a phone's label are a number.
    expect(labelled('Điện thoại', '028 3829 1746', 'VN')).toEqual(['842838291746']);
  });

  it('takes a sum in đồng for money', () => {
    expect(readInRecord('Doanh số 125.000.000 ₫', ['VN'])).toEqual([]);
    expect(readInRecord('48.750.000 đ', ['VN'])).toEqual([]);
  });

  it('reads a number after a Hebrew one-letter preposition, not after a code', () => {
    expect(readInRecord('שיחה נכנסת מ-050-3912276 (דני)', ['IL'])).toEqual(['972503912276']);
    expect(readInRecord('ID-050-3912276', ['IL'])).toEqual([]);
  });
});
