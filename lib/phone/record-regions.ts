import regionCodes from './metadata.region-codes.json';
import type { CountryCode } from './types';
import { LETTERS } from './letters';

// The region a record (a contact card, a list row, a conversation panel) says its national
// numbers belong to, from:
// 1. its other numbers written with a country code, and its tel: links' "+CC";
// 2. its country or address: country names, big cities, ISO codes after a country label, and
//    a form's country field (lib/dom reads its value into the text); failing those its
//    currency ("R$", "₹");
// 3. its locale ("pt_BR"), where neither says anything;
// 4. the closest `lang` when it names a region ("pt-BR": the account's locale) or is a language
//    of one country ("ja").
// A number written with a country code counts one for its country; a country the record names
// and writes no number of counts more than one such number (a Mexican record's "+1" office
// stays foreign) and less than two. The region counted most wins; a tie leaves the number ambiguous.

/** What the DOM layer reads of one part of a record: its text and its phone links' hrefs. */
export interface RecordText {
  text: string;
  links: readonly string[];
}

interface Country {
  region: CountryCode;
  /** Names and big cities Intl does not give (regex source, lower case): cities, native names. */
  names: string;
  /** Currency signs and codes (lower case). */
  money?: string;
}

const RU_ENDING = '[а-яё]*';
/**
 * "IN names ; money" per line, only what `Intl.DisplayNames` does not give: big cities, the
 * country's own name, Russian stems (any ending, "~") and short forms. Country names in English,
 * Russian and the page's language come from Intl for every region the metadata knows.
 */
const TABLE = `IN bharat|индии|mumbai|delhi|bengaluru|bangalore|chennai|kolkata|hyderabad|pune|maharashtra|karnataka;₹|inr|rs\\.
BR brasil|бразили~|são paulo|sao paulo|rio de janeiro|belo horizonte|curitiba|brasília;r\\$|brl
AE uae|dubai|abu dhabi|sharjah|дуба~;aed
DE deutschland|германи~|berlin|münchen|munich|hamburg|frankfurt|köln|берлин~|мюнхен~
GB great britain|england|scotland|wales|london|manchester|birmingham|glasgow|edinburgh|великобритани~|лондон~;£|gbp
US usa|new york|california|texas|boston|chicago|san francisco|los angeles|нью-йорк~;usd
RU росси~|москв~|санкт-петербург~|moscow|екатеринбург~|новосибирск~;₽|руб|rub
KZ almaty|astana|казахстан~|алмат~|астан~;₸|kzt
BY minsk|беларус~|белорусси~|минск~;byn
UA kyiv|kiev|украин~|киев~;₴|uah|грн
UZ tashkent|узбекистан~|ташкент~
AM yerevan|армени~|ереван~
GE tbilisi|грузи~|тбилиси
KG bishkek|кыргызстан~|киргизи~|бишкек~
AZ baku|азербайджан~|баку
FR paris|lyon|marseille|франци~|париж~
IT italia|milano|milan|roma|rome|torino|napoli|итали~|милан~
ES españa|espana|madrid|barcelona|valencia|sevilla|испани~|мадрид~|барселон~
MX méxico;mxn
JP tokyo|osaka|yokohama|nagoya|東京|大阪|横浜|名古屋|япони~|токио;jpy|円
ZA johannesburg|cape town|durban|pretoria|sandton|юар;zar
ID jakarta|surabaya|bandung|medan|semarang|makassar|denpasar|yogyakarta|джакарт~;rp|idr`;

const HAND: readonly Country[] = TABLE.split('\n').map((line) => {
  const [, region, names, money] = /^(\w\w) ([^;]*);?(.*)$/.exec(line)!;
  return {
    region: region as CountryCode,
    names: names!.replaceAll('~', RU_ENDING),
    ...(money ? { money } : {}),
  };
});

/** Calling code → its regions, main first, for every region the metadata knows. */
const BY_CODE = new Map(
  (regionCodes as string).split('|').map((entry) => {
    const [code, ...regions] = entry.split(' ');
    return [code!, regions as CountryCode[]] as const;
  }),
);
const CODE_OF = new Map<CountryCode, string>();
for (const [code, regions] of BY_CODE) for (const region of regions) CODE_OF.set(region, code);

/** ISO 3166 alpha-3 codes, upper case as records write them ("IND", "BRA"). */
const ALPHA3: Record<string, CountryCode> = Object.fromEntries(
  'IND IN BRA BR ARE AE DEU DE GBR GB USA US RUS RU KAZ KZ BLR BY UKR UA FRA FR ITA IT ESP ES'
    .match(/\w+ \w+/g)!
    .map((pair) => pair.split(' ')),
) as Record<string, CountryCode>;

/**
 * Intl names that are also people's names or common words ("Jordan", "Chad", Russian "того"):
 * read as a country they would take a record's numbers away from its real one.
 */
const NOT_A_COUNTRY = new Set(
  'jordan chad israel turkey china jersey georgia guernsey man niger mali того чад перу куба'.split(
    ' ',
  ),
);

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Shorter names are words of other meanings ("Oman", "Peru"), but a name in Han or Hangul
 * writes a country in two signs ("日本", "한국"); kana and other scripts need four as Latin does
 * ("タイ", Thailand, is the end of "ネクタイ").
 */
const minimumLength = (name: string) => (/^[\u4e00-\u9fff\uac00-\ud7af]+$/.test(name) ? 2 : 4);

/** Intl's name of `region` in `locale`, lower case, as a pattern; Russian names take any ending. */
function intlNames(region: CountryCode, namers: readonly Intl.DisplayNames[]): string[] {
  const names: string[] = [];
  for (const namer of namers) {
    let name: string | undefined;
    try {
      name = namer.of(region)?.toLowerCase();
    } catch {
      continue;
    }
    if (!name || name.length < minimumLength(name) || NOT_A_COUNTRY.has(name)) continue;
    const source = escape(name);
    const russian = namer.resolvedOptions().locale.startsWith('ru');
    // "Австралия" → "Австралии", "Австралию": long Russian names lose their last vowel.
    names.push(
      russian && /[аяьй]$/.test(name) && name.length >= 6
        ? `${source.slice(0, -1)}${RU_ENDING}`
        : source,
    );
  }
  return names;
}

/** The languages the names are read in: English, Russian and the page's. */
let pageLanguage: string | undefined;

/** The page's `lang` ("de-AT"), so its country names are known too; asked before the first record. */
export function setRecordLanguage(lang: string | undefined): void {
  const language = lang?.trim().split(/[-_]/)[0]?.toLowerCase();
  if (!language || language === pageLanguage) return;
  pageLanguage = language;
  countries = undefined;
  patterns = undefined;
}

/**
 * Every region with its names: the hand table's first (its order), then the metadata's. Built on
 * the first record asked about, once (~250 regions × 3 languages of Intl.DisplayNames).
 */
let countries: readonly Country[] | undefined;
function allCountries(): readonly Country[] {
  if (countries) return countries;
  const languages = [...new Set(['en', 'ru', ...(pageLanguage ? [pageLanguage] : [])])];
  const namers: Intl.DisplayNames[] = [];
  for (const language of languages) {
    try {
      namers.push(new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }));
    } catch {
      // An unknown `lang`: its names are not read.
    }
  }
  const hand = new Map(HAND.map((country) => [country.region, country]));
  const regions = [...new Set([...hand.keys(), ...CODE_OF.keys()])];
  const built = regions.flatMap((region): Country[] => {
    const names = [...intlNames(region, namers), ...(hand.get(region)?.names.split('|') ?? [])];
    const money = hand.get(region)?.money;
    return names.length > 0
      ? [{ region, names: [...new Set(names)].join('|'), ...(money ? { money } : {}) }]
      : [];
  });
  countries = built;
  return built;
}

// One pattern per kind, a group per country: a record is read in one pass. Built on the first
// record asked about: a page without national numbers never compiles them.
let patterns: { names: RegExp; money: RegExp } | undefined;
const MONEY_COUNTRIES = HAND.filter((country) => country.money);
/**
 * Letters that continue a word, so a name inside one is none: Arabic "إجمالي" (total) holds
 * "مالي" (Mali). Greek, Hebrew, Devanagari and Thai too. Han and kana have no spaces to keep.
 */
const WORD_LETTERS = `${LETTERS}\u0370-\u03ff\u05d0-\u05ea\u0620-\u064a\u066e-\u06d3\u0900-\u097f\u0e00-\u0e7f`;
const alternation = (parts: readonly string[]) =>
  new RegExp(
    `(?<![${WORD_LETTERS}])(?:${parts.map((part) => `(${part})`).join('|')})(?![${WORD_LETTERS}])`,
    'g',
  );
const compiled = () =>
  (patterns ??= {
    names: alternation(allCountries().map((country) => country.names)),
    money: alternation(MONEY_COUNTRIES.map((country) => country.money!)),
  });

/** Adds the country of each match's group to `tally`. */
function tallyGroups(text: string, pattern: RegExp, countries: readonly Country[], tally: Tally) {
  for (const found of text.matchAll(pattern)) {
    const group = found.findIndex((part, index) => index > 0 && part !== undefined);
    add(tally, countries[group - 1]?.region);
  }
}

/** "+49 30 …", "0049 …", "tel:+919876543210": the calling codes written, one per number. */
const WRITTEN_CODE =
  /(?:(?<![A-Za-z0-9])\+|(?<![A-Za-zА-Яа-яЁё0-9./-][\s\u00a0]?)00(?=[1-9]))\s?(\d[\d\s().-]{6,18}\d)/g;
/** "Country: DE", "Land: DE", "Страна: RU", "País: BR". */
const COUNTRY_FIELD =
  /(?<![A-Za-zА-Яа-яЁё])(?:[Cc]ountry|COUNTRY|[Сс]трана|[Ll]and|[Pp]a[ií]s|[Pp]ays|[Pp]aese|[Kk]raj|[Üü]lke)\s*(?:[Cc]ode)?\s*[:：]?\s*\(?([A-Z]{2,3})(?![A-Za-z0-9])/g;
const ALPHA3_WORD = new RegExp(`\\b(${Object.keys(ALPHA3).join('|')})\\b`, 'g');
/** "pt_BR", "de-DE", "en_IN" written in a record (its language field). */
const LOCALE_TOKEN = /\b[a-z]{2}[_-]([A-Z]{2})\b/g;

type Tally = Map<CountryCode, number>;

function add(tally: Tally, region: CountryCode | undefined): void {
  if (region && CODE_OF.has(region)) tally.set(region, (tally.get(region) ?? 0) + 1);
}

/** The calling code of a region the table knows (for one whose plan is not loaded yet). */
export function callingCodeOfRegion(region: CountryCode): string | undefined {
  return CODE_OF.get(region);
}

/** The region of a number's calling code (the first digits), for the countries above. */
export function regionOfInternational(digits: string): CountryCode | undefined {
  for (let length = 1; length <= 3; length++) {
    const code = digits.slice(0, length);
    const regions = BY_CODE.get(code);
    if (!regions) continue;
    // +7 is Russia's and Kazakhstan's: Kazakh numbers start 6 or 7 after it.
    if (code === '7') return /^[67]/.test(digits.slice(1)) ? 'KZ' : 'RU';
    return regions[0];
  }
  return undefined;
}

function writtenCodes(evidence: RecordText): Tally {
  const tally: Tally = new Map();
  if (evidence.text.includes('+') || evidence.text.includes('00')) {
    for (const [, digits] of evidence.text.matchAll(WRITTEN_CODE)) {
      add(tally, regionOfInternational(digits!.replace(/\D/g, '')));
    }
  }
  for (const link of evidence.links) {
    const written = /^(?:tel|callto):\s*(?:\+|%2B|00)(\d[\d\s().%-]{6,24})/i.exec(link.trim());
    if (written)
      add(tally, regionOfInternational(written[1]!.replace(/%20/g, '').replace(/\D/g, '')));
  }
  return tally;
}

/** Regions whose names or cities `text` holds, in the table's order. */
export function placesNamedIn(text: string): CountryCode[] {
  const tally: Tally = new Map();
  tallyGroups(text.toLowerCase(), compiled().names, allCountries(), tally);
  return allCountries()
    .map((country) => country.region)
    .filter((region, index, all) => tally.has(region) && all.indexOf(region) === index);
}

function placesNamed(text: string): Tally {
  const tally: Tally = new Map();
  tallyGroups(text.toLowerCase(), compiled().names, allCountries(), tally);
  for (const [, code] of text.matchAll(COUNTRY_FIELD)) {
    add(tally, (code!.length === 3 ? ALPHA3[code!] : code) as CountryCode);
  }
  for (const [, code] of text.matchAll(ALPHA3_WORD)) add(tally, ALPHA3[code!]);
  return tally;
}

/** A sum is written right beside its currency: "Rp 150.000", "12 500 ₽", "R$1.234". */
const AMOUNT_BEFORE = /\d[\s\u00a0]?$/;
const AMOUNT_AFTER = /^[\s\u00a0]?\d/;

/** Currencies written beside a sum: a code alone is another word ("RP-2024-041", "Rs."). */
function money(text: string): Tally {
  const tally: Tally = new Map();
  const lower = text.toLowerCase();
  for (const found of lower.matchAll(compiled().money)) {
    const end = found.index + found[0].length;
    const beside =
      AMOUNT_BEFORE.test(lower.slice(Math.max(0, found.index - 2), found.index)) ||
      AMOUNT_AFTER.test(lower.slice(end, end + 2));
    if (!beside) continue;
    const group = found.findIndex((part, index) => index > 0 && part !== undefined);
    add(tally, MONEY_COUNTRIES[group - 1]?.region);
  }
  return tally;
}

function locales(text: string): CountryCode[] {
  const tally: Tally = new Map();
  for (const [, region] of text.matchAll(LOCALE_TOKEN)) add(tally, region as CountryCode);
  return leaders(tally);
}

/**
 * Languages spoken as a first language mostly in one country: a CRM shown in Czech serves
 * Czech customers, "ja" is Japan's locale. (German, English, Spanish, Arabic... name none.)
 */
const ONE_COUNTRY_LANGUAGES = new Set(
  'ja ko cs sk pl hu sv da fi nb nn no et lv lt el he th vi tr uk ro bg hr sl id is ka hy az kk'.split(
    ' ',
  ),
);

/** The country a language of one country is spoken in ("cs" → CZ), as Intl's likely subtags say. */
function countryOfLanguage(language: string): string | undefined {
  return ONE_COUNTRY_LANGUAGES.has(language)
    ? new Intl.Locale(language).maximize().region
    : undefined;
}

/**
 * "pt-BR" → BR, "ja" → JP: a `lang` naming a region (the CRM account's locale), or a language
 * of one country; "en" names none.
 */
export function regionOfLang(lang: string | undefined): readonly CountryCode[] {
  const [language = '', subtag] = lang?.trim().split(/[-_]/) ?? [];
  const region = (subtag ?? countryOfLanguage(language.toLowerCase()))?.toUpperCase();
  return region && CODE_OF.has(region as CountryCode) ? [region as CountryCode] : NONE;
}

/**
 * The words right before a number written with a code, in its clause ("London desk is on
 * +44 …", "Paris partners: call +33 …"): a place there is the number's own and says no more
 * than the number.
 */
const PLACE_BESIDE_NUMBER = /([^\n.;\d]{1,40})(?:\+|\b00)\s?([1-9][\d\s().-]{5,})/g;

/** The places a record names, but each number's own place named right before it. */
function placesApart(text: string): Tally {
  const tally = placesNamed(text);
  for (const [, words, digits] of text.matchAll(PLACE_BESIDE_NUMBER)) {
    const own = regionOfInternational(digits!.replace(/\D/g, ''));
    if (!own || !placesNamedIn(words!).includes(own)) continue;
    const count = (tally.get(own) ?? 1) - 1;
    if (count > 0) tally.set(own, count);
    else tally.delete(own);
  }
  return tally;
}

/** A country named outweighs one number written with another's code, not two. */
const NAMED_WEIGHT = 1.5;

/** The regions said most often: one when it is clear, more when they tie. */
function leaders(tally: Tally): CountryCode[] {
  let best = 0;
  for (const count of tally.values()) best = Math.max(best, count);
  return [...tally].filter(([, count]) => count === best).map(([region]) => region);
}

/** Cheap test before the patterns: a record with none of these says nothing of a country. */
const MAY_NAME = /[A-Za-zА-Яа-яЁё\u0600-\u06ff\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]|भारत/;

/** What one part of a record says: its regions, and whether more evidence may outweigh it. */
export interface RecordReading {
  regions: readonly CountryCode[];
  /**
   * Only numbers written with a country code, no country's more than one: a country named
   * further out outweighs them.
   */
  weak: boolean;
}

const cache = new Map<string, RecordReading>();
const CACHE_SIZE = 1000;
const NONE: readonly CountryCode[] = Object.freeze([]);
const NOTHING: RecordReading = Object.freeze({ regions: NONE, weak: false });

/**
 * The region(s) a record gives its national numbers: none when it says nothing, one when it
 * is clear, two or more when they are equally likely (the number is then ambiguous).
 */
export function recordRegions(evidence: RecordText): readonly CountryCode[] {
  return readRecord(evidence).regions;
}

export function readRecord(evidence: RecordText): RecordReading {
  const key =
    evidence.links.length > 0 ? `${evidence.links.join(' ')}\u0000${evidence.text}` : evidence.text;
  let reading = cache.get(key);
  if (reading) return reading;
  const score = writtenCodes(evidence);
  // Numbers written with a code decide alone when one country has two of them: one "+41" and
  // one "+39" in a thread of messages are each a message's own, and a part further out decides.
  let written = 0;
  for (const count of score.values()) written = Math.max(written, count);
  const places = MAY_NAME.test(evidence.text) ? placesApart(evidence.text) : undefined;
  const named = places && places.size > 0 ? places : money(evidence.text);
  // A country named outweighs one written number of its own no less than a foreign one.
  for (const region of leaders(named)) {
    score.set(region, Math.max(score.get(region) ?? 0, NAMED_WEIGHT));
  }
  if (score.size > 0) reading = { regions: leaders(score), weak: named.size === 0 && written < 2 };
  else {
    const regions = locales(evidence.text);
    reading = regions.length > 0 ? { regions, weak: false } : NOTHING;
  }
  if (cache.size >= CACHE_SIZE) cache.clear();
  cache.set(key, reading);
  return reading;
}
