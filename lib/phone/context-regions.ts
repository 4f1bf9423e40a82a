import type { CountryCode, PhoneContext } from './types';

// Which regions may read a national number the user's default region cannot: a place named in
// the row or section ("London", "Минск"), the user's other regions, the page's language. The
// default region is always tried first (lib/phone/scan-phones.ts), so a Russian number on an
// English-language CRM page stays Russian.

/** Places and country names, in English and Russian, with the region they name. */
const PLACES: readonly [CountryCode, string][] = [
  [
    'GB',
    'united kingdom|great britain|england|scotland|london|manchester|birmingham|великобритани\\p{L}*|англи\\p{L}*|лондон\\p{L}*',
  ],
  [
    'US',
    'usa|u\\.s\\.a\\.|united states|new york|california|texas|boston|chicago|san francisco|los angeles|сша|нью-йорк\\p{L}*',
  ],
  [
    'DE',
    'germany|deutschland|berlin|münchen|munich|hamburg|frankfurt|германи\\p{L}*|берлин\\p{L}*|мюнхен\\p{L}*',
  ],
  ['FR', 'france|paris|франци\\p{L}*|париж\\p{L}*'],
  ['KZ', 'kazakhstan|almaty|astana|казахстан\\p{L}*|алмат\\p{L}*|астан\\p{L}*'],
  ['BY', 'belarus|minsk|беларус\\p{L}*|белорусси\\p{L}*|минск\\p{L}*'],
  ['UA', 'ukraine|kyiv|kiev|украин\\p{L}*|киев\\p{L}*|київ'],
  ['UZ', 'uzbekistan|tashkent|узбекистан\\p{L}*|ташкент\\p{L}*'],
  ['AM', 'armenia|yerevan|армени\\p{L}*|ереван\\p{L}*'],
  ['GE', 'georgia|tbilisi|грузи\\p{L}*|тбилиси'],
  ['KG', 'kyrgyzstan|bishkek|киргизи\\p{L}*|кыргызстан\\p{L}*|бишкек\\p{L}*'],
  ['AZ', 'azerbaijan|baku|азербайджан\\p{L}*|баку'],
  ['RU', 'russia|moscow|россия|росси\\p{L}*|москв\\p{L}*|санкт-петербург\\p{L}*'],
];

const PLACE_PATTERNS = PLACES.map(
  ([region, words]) => [region, new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, 'iu')] as const,
);

/** The same row texts are asked about once per cell of the rows below them. */
const namedCache = new Map<string, CountryCode[]>();
const NAMED_CACHE_SIZE = 2000;

/** Regions named by places in `text`, in the order of the table. */
export function regionsNamedIn(text: string): CountryCode[] {
  if (text.length === 0) return [];
  let regions = namedCache.get(text);
  if (!regions) {
    regions = PLACE_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([region]) => region);
    if (namedCache.size >= NAMED_CACHE_SIZE) namedCache.clear();
    namedCache.set(text, regions);
  }
  return regions;
}

/** Language without a region subtag → the region its national numbers most likely belong to. */
const LANGUAGE_REGIONS: Record<string, CountryCode[]> = {
  en: ['US', 'GB'],
  de: ['DE'],
  fr: ['FR'],
  ru: ['RU'],
  kk: ['KZ'],
  be: ['BY'],
  uk: ['UA'],
  uz: ['UZ'],
  hy: ['AM'],
  ka: ['GE'],
  ky: ['KG'],
  az: ['AZ'],
  es: ['ES'],
  it: ['IT'],
  pl: ['PL'],
  tr: ['TR'],
};

/** "en-GB" → GB; "en" → US, GB; "de" → DE. */
export function regionsOfLanguage(lang: string | undefined): CountryCode[] {
  if (!lang) return [];
  const [language = '', region] = lang.trim().split(/[-_]/);
  if (region && /^[a-z]{2}$/i.test(region)) return [region.toUpperCase() as CountryCode];
  return LANGUAGE_REGIONS[language.toLowerCase()] ?? [];
}

/** The page around a text, as the DOM layer describes it (lib/dom `TextContext`). */
export interface TextSurroundings {
  label(): string | undefined;
  lang(): string | undefined;
  surroundings(): readonly string[];
}

/**
 * The phone context of a text: its field label, and the regions to try after the default one:
 * places named in the text, its label or its section, then the user's other regions, then the
 * regions of the page's language.
 */
export function phoneContextOf(
  text: string,
  around: TextSurroundings,
  otherRegions: readonly CountryCode[] = [],
): PhoneContext {
  return {
    label: () => around.label(),
    regions: () => {
      const nearby = [text, around.label() ?? '', ...around.surroundings()];
      // The nearest text that names a place decides: the row before the section's heading.
      const named = nearby.map(regionsNamedIn).find((regions) => regions.length > 0) ?? [];
      return [...new Set([...named, ...otherRegions, ...regionsOfLanguage(around.lang())])];
    },
  };
}
