import { describe, expect, it } from 'vitest';
import { findPhones, phoneContextOf } from '../../../lib/phone';
import {
  readRecord,
  recordRegions,
  regionOfLang,
  setRecordLanguage,
} from '../../../lib/phone/record-regions';

const part = (text: string, links: string[] = []) => ({ text, links });

/** Digits found in `text` of a page in `lang`, read in the record `parts`, then `page`. */
const readInParts = (text: string, parts: string[], page?: string, lang = 'en') =>
  findPhones(text, {
    defaultRegion: 'RU',
    context: phoneContextOf(text, {
      label: () => undefined,
      lang: () => lang,
      surroundings: () => [],
      recordParts: () => parts.map((written) => part(written)),
      ...(page === undefined ? {} : { pageRecord: () => part(page) }),
    }),
  }).map((m) => m.digits);

/** Digits found in `text` of an English page, read in `record` (and `page`, the last record). */
const readInRecord = (text: string, record: string, page?: string) =>
  readInParts(text, [record], page);

describe('recordRegions', () => {
  it('takes the calling code of the record’s other numbers first', () => {
    expect(recordRegions(part('Rahul Sharma Mobile 98765 43210 Office +91 22 2345 6789'))).toEqual([
      'IN',
    ]);
    expect(recordRegions(part('Phone (21) 3456-7890', ['tel:+552134567890']))).toEqual(['BR']);
  });

  it('reads country names, cities and labelled codes in English and the local language', () => {
    expect(recordRegions(part('Straße 5, 10115 Berlin, Deutschland'))).toEqual(['DE']);
    expect(recordRegions(part('Av. Paulista 1000, São Paulo - SP'))).toEqual(['BR']);
    expect(recordRegions(part('Country: IN'))).toEqual(['IN']);
    expect(recordRegions(part('Land: DE'))).toEqual(['DE']);
    expect(recordRegions(part('Адрес: Дубай, Business Bay'))).toEqual(['AE']);
  });

  it('lets a country named outweigh one number written with another code, not two', () => {
    expect(
      recordRegions(part('Tel. (442) 215 0900 · Laredo office +1 956 723 4410, México')),
    ).toEqual(['MX']);
    expect(recordRegions(part('Office +1 956 723 4410, sales +1 956 723 4411, México'))).toEqual([
      'US',
    ]);
    expect(recordRegions(part('Bengaluru office +44 20 7946 0958, ₹ 1,180'))).toEqual(['IN']);
    expect(readRecord(part('Office +1 956 723 4410'))).toEqual({ regions: ['US'], weak: true });
    expect(readRecord(part('México, +1 956 723 4410')).weak).toBe(false);
  });

  it('reads Indonesian cities and the rupiah', () => {
    expect(recordRegions(part('Kantor pusat di Jakarta, Pak Budi sedang rapat'))).toEqual(['ID']);
    expect(recordRegions(part('Gudang Bandung siap kirim'))).toEqual(['ID']);
    expect(recordRegions(part('nilai Rp 3.200.000'))).toEqual(['ID']);
  });

  it('falls back to currency and locale, and says nothing of a record without evidence', () => {
    expect(recordRegions(part('Deal value ₹ 4,50,000'))).toEqual(['IN']);
    expect(recordRegions(part('Idioma pt_BR'))).toEqual(['BR']);
    expect(recordRegions(part('Mobile 0151 2345678'))).toEqual([]);
  });

  it('leaves a tie between two countries ambiguous', () => {
    expect(recordRegions(part('Offices: London and Berlin'))).toEqual(['GB', 'DE']);
  });

  it('reads a region from a lang only when it names one', () => {
    expect(regionOfLang('pt-BR')).toEqual(['BR']);
    expect(regionOfLang('en')).toEqual([]);
    // A language of one country names it: a Japanese account's contacts are Japanese.
    expect(regionOfLang('ja')).toEqual(['JP']);
    expect(regionOfLang('ko-KR')).toEqual(['KR']);
    expect(regionOfLang('de')).toEqual([]);
  });
});

describe('findPhones with a record', () => {
  const around = (record: string, lang = 'en') => ({
    label: () => undefined,
    lang: () => lang,
    surroundings: () => [],
    recordParts: () => [part(record)],
  });
  const read = (text: string, record: string, defaultRegion: 'RU' | 'GB' = 'RU') =>
    findPhones(text, { defaultRegion, context: phoneContextOf(text, around(record)) }).map(
      (m) => m.digits,
    );

  it('reads a national number in the record’s country before the default region', () => {
    expect(read('98765 43210', 'Country: India')).toEqual(['919876543210']);
    expect(read('0151 2345678', 'Berlin, Germany')).toEqual(['491512345678']);
    expect(read('(21) 3456-7890', 'Rio de Janeiro, Brasil')).toEqual(['552134567890']);
    expect(read('020 7946 0958', 'London', 'RU')).toEqual(['442079460958']);
  });

  it('keeps the default region where the record says nothing', () => {
    expect(read('8 916 123-45-67', 'Иван Петров')).toEqual(['79161234567']);
  });

  it('keeps numbers written with a country code whatever the record says', () => {
    expect(read('+7 916 123-45-67', 'Berlin, Germany')).toEqual(['79161234567']);
  });

  it('reports both readings of a number two equally likely countries read', () => {
    const found = findPhones('0151 2345678', {
      defaultRegion: 'RU',
      context: phoneContextOf('0151 2345678', around('Offices: London and Berlin')),
    });
    expect(found.map((m) => [m.digits, m.ambiguous])).toEqual([
      ['441512345678', true],
      ['491512345678', true],
    ]);
  });
});

describe('hard negatives of other countries', () => {
  const read = readInRecord;

  it('reads no EU VAT id or boleto line as a number', () => {
    expect(read('GB 123 4567 89 · DE 987654321', 'Offices: London and Berlin')).toEqual([]);
    expect(
      read('Boleto 23793.38128 60000.000003 00000.000400 1 95800000018456 enviado.', 'Brasil'),
    ).toEqual([]);
  });

  it('reads no IBAN’s account digits as a number, any country’s, held by the checksum', () => {
    const inRegion = (text: string, defaultRegion: 'NL' | 'DE') =>
      findPhones(text, { defaultRegion }).map((m) => m.digits);
    expect(inRegion('NL52 ABNA 0206 4851 73', 'NL')).toEqual([]);
    expect(inRegion('IBAN: NL52ABNA0206485173', 'NL')).toEqual([]);
    expect(inRegion('DE89 3704 0044 0532 0130 00', 'DE')).toEqual([]);
    // One check digit wrong: no IBAN, and the Amsterdam number is read.
    expect(inRegion('NL53 ABNA 0206 4851 73', 'NL')).toEqual(['31206485173']);
  });
});

describe('a place named beside its own number', () => {
  const email =
    'For warranty claims call our care line 0700 225 5266. Our London desk is on +44 20 3318 7400.';
  const page =
    'Chinedu Okafor, Lagos · WhatsApp +234 806 555 0192 · Ikeja, Lagos, Nigeria · Abuja office +234 (0)209 461 2233 · ' +
    email;

  it('says no more than the number: a record further out decides', () => {
    expect(readRecord(part(email))).toEqual({ regions: ['GB'], weak: true });
    expect(readInRecord('0700 225 5266', email, page)).toEqual(['2347002255266']);
  });

  it('leaves the country a record names apart from its numbers first', () => {
    expect(
      recordRegions(part('Toronto ON, Canada · Meeting: Paris partners: call +33 1 42 68 53 00')),
    ).toEqual(['CA']);
    expect(
      readRecord(
        part('Lena Schmidt — Berlin, Germany\nPhone 030 12345678\nMobile +49 151 23456789'),
      ),
    ).toEqual({ regions: ['DE'], weak: false });
  });

  it('lets a record further out decide between single numbers of two codes', () => {
    const thread = 'Zentrale +41 44 668 18 00 · Casa madre: +39 02 7631 2345';
    expect(readRecord(part(thread))).toEqual({ regions: ['CH', 'IT'], weak: true });
    const read = readInParts;
    // A contact's comments: a Durban "+27" and a London "+44"; the form around says South Africa.
    const comments = 'Durban depot: +27 31 303 4455. Parent company: +44 20 7946 0321.';
    expect(read('toll-free 0800 222 333', [comments, `${comments} Country South Africa`])).toEqual([
      '27800222333',
    ]);
    // A ticket's messages, one "+41" and one "+39": the page's customer is Swiss.
    expect(read('natel 079 412 35 67', [thread], 'Country: Switzerland')).toEqual(['41794123567']);
    // Nothing further out: both readings stay, each ambiguous.
    expect(read('natel 079 412 35 67', [thread])).toEqual(['41794123567', '390794123567']);
  });

  it('lets the country a page names outweigh a foreign number there, though it writes one of its own', () => {
    const partner =
      'Maslak, İstanbul, Türkiye · İzmir plant, Türkiye +90 232 445 90 10 · Hamburg office +49 40 3039 2800';
    expect(recordRegions(part(partner))).toEqual(['TR']);
    expect(readInRecord('0800 211 06 06', 'Hamburg office +49 40 3039 2800', partner)).toEqual([
      '908002110606',
    ]);
  });
});

describe('a +7 national shape where the default region is +7', () => {
  it('stays Russian in a record that names Minsk', () => {
    const text = '8 (343) 123-45-67';
    const found = findPhones(text, {
      defaultRegion: 'RU',
      context: phoneContextOf(text, {
        label: () => undefined,
        lang: () => 'ru',
        surroundings: () => [],
        recordParts: () => [{ text: 'Иван Петров 8 (343) 123-45-67 Минск', links: [] }],
      }),
    });
    expect(found.map((m) => m.digits)).toEqual(['73431234567']);
  });

  it('asks nothing of the record of a row whose national numbers are all in that shape', () => {
    const asked: string[] = [];
    const read = (text: string) => {
      const context = phoneContextOf(text, {
        label: () => undefined,
        lang: () => 'ru',
        surroundings: () => [],
        recordParts: () => {
          asked.push(text);
          return [{ text: 'Berlin', links: [] }];
        },
      });
      return findPhones(text, { defaultRegion: 'RU', context }).map((m) => m.digits);
    };
    const row = 'Иванов Иван\n8 (916) 123-45-67\n+7 903 111 22 33\nivanov12@example.ru\nМосква';
    expect(read(row)).toEqual(['79161234567', '79031112233']);
    expect(asked).toEqual([]);
    // A number in another shape beside it: the record decides as before.
    const mixed = `${row}\n030 1234567`;
    read(mixed);
    expect(asked).toEqual([mixed]);
  });

  it('asks nothing of the record of a requisite column’s value', () => {
    let asked = 0;
    const text = '1325292816';
    const context = phoneContextOf(text, {
      label: () => 'ИНН',
      lang: () => 'ru',
      surroundings: () => [],
      recordParts: () => {
        asked++;
        return [{ text: 'Berlin', links: [] }];
      },
    });
    expect(findPhones(text, { defaultRegion: 'RU', context })).toEqual([]);
    expect(asked).toBe(0);
  });
});

describe('country names from Intl.DisplayNames', () => {
  it('knows every region the metadata knows, in English, Russian and the page’s language', () => {
    setRecordLanguage('de'); // names built again, with German ones
    const started = performance.now();
    expect(recordRegions(part('Sydney, NSW, Australia'))).toEqual(['AU']);
    const built = performance.now() - started;
    expect(recordRegions(part('Kunde aus Neuseeland'))).toEqual(['NZ']);
    // Built once, on the first record: a bench print, not an assertion.
    console.info(`record country names built in ${built.toFixed(1)} ms`);
    expect(recordRegions(part('Клиент из Австралии'))).toEqual(['AU']);
    expect(recordRegions(part('Wellington, New Zealand'))).toEqual(['NZ']);
    expect(recordRegions(part('Ship to: Singapore 018956'))).toEqual(['SG']);
    expect(recordRegions(part('Contact +61 3 9123 4567'))).toEqual(['AU']);
  });

  it('does not take a person’s name for a country', () => {
    expect(recordRegions(part('Michael Jordan, Chad Smith'))).toEqual([]);
  });

  it('reads an Australian record’s national and 13/1300/1800 numbers as Australian', () => {
    const context = phoneContextOf('x', {
      label: () => undefined,
      lang: () => 'en',
      surroundings: () => [],
      recordParts: () => [part('Sydney, NSW, Australia')],
    });
    const digits = (text: string) =>
      findPhones(text, { defaultRegion: 'RU', context }).map((match) => match.digits);
    expect(digits('Work (02) 9876 5432')).toEqual(['61298765432']);
    expect(digits('call 1300 654 321 or freecall 1800 123 456')).toEqual([
      '611300654321',
      '611800123456',
    ]);
  });
});

describe('a Japanese record', () => {
  /** Digits found in `text` of a Japanese page, read in `parts` and then `page`. */
  const readInJapanese = (text: string, parts: string[], page: string) =>
    readInParts(text, parts, page, 'ja');

  it('reads a country written in two Han or Hangul signs, and big cities, on a page of that language', () => {
    setRecordLanguage('ja');
    expect(recordRegions(part('本社: 名古屋市中区錦 3-5-1、日本'))).toEqual(['JP']);
    expect(recordRegions(part('Shipping to Osaka warehouse'))).toEqual(['JP']);
    // Kana needs four signs as Latin does: "タイ" (Thailand) ends "ネクタイ" (a necktie).
    expect(recordRegions(part('ネクタイを贈った'))).toEqual([]);
    setRecordLanguage('ko');
    expect(recordRegions(part('거래처: 일본 오사카 지점'))).toEqual(['JP']);
  });

  it('reads freephone, navi-dial, mobile and Tokyo numbers as Japanese where the page names Japan', () => {
    // A call note writes one foreign number ("+852") and one Japanese ("+81"): the page decides.
    const note =
      'サポート窓口 0120-987-654、ナビダイヤル 0570-064-321。香港の担当は +852 2345 6789。';
    const page = '山田 花子 · 東京都千代田区丸の内 1-1-1 · 日本 · 会社 +81 3-6212-4455';
    expect(readInJapanese(note, [note], page)).toEqual([
      '81120987654',
      '81570064321',
      '85223456789',
    ]);
    expect(
      readInJapanese(
        '奥様の携帯 080-4411-2290 に連絡。',
        ['奥様の携帯 080-4411-2290 に連絡。', note],
        page,
      ),
    ).toEqual(['818044112290']);
    expect(readInJapanese('090-7788-1234', ['090-7788-1234'], page)).toEqual(['819077881234']);
    expect(readInJapanese('代表 03-6212-4455', ['代表 03-6212-4455'], page)).toEqual([
      '81362124455',
    ]);
    // A Japanese page that names no country: its language does.
    expect(readInJapanese('携帯 090-7788-1234', ['携帯 090-7788-1234'], '山田 花子')).toEqual([
      '819077881234',
    ]);
  });
});

describe('the page as the last record', () => {
  const read = readInRecord;

  it('gives a message that names no country its page’s country', () => {
    const page = 'Priya Nair · Mumbai, India · +91 98201 44567';
    expect(read('Please call me on 97690 33218', 'Please call me on 97690 33218', page)).toEqual([
      '919769033218',
    ]);
    expect(read('toll-free 1800 209 4545', 'toll-free 1800 209 4545', page)).toEqual([
      '9118002094545',
    ]);
  });

  it('lets a country the page names outweigh one foreign number in the message', () => {
    const message = 'Tel. (442) 215 0900 · Oficina Laredo: +1 956 723 4410';
    expect(read(message, message, 'Sucursal: Querétaro, México')).toEqual([
      '524422150900',
      '19567234410',
    ]);
  });

  it('leaves the record’s own country before the page’s', () => {
    expect(read('0151 2345678', 'Berlin, Germany', 'Mumbai, India, Delhi')).toEqual([
      '491512345678',
    ]);
  });
});
