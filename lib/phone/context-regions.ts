import {
  placesNamedIn,
  readRecord,
  regionOfLang,
  setRecordLanguage,
  type RecordText,
} from './record-regions';
import type { CountryCode, PhoneContext } from './types';

// Which regions may read a national number the user's default region cannot: a place named in
// the row or section ("London", "Минск"), the user's other regions, the page's language. The
// default region is always tried first (lib/phone/scan-phones.ts), so a Russian number on an
// English-language CRM page stays Russian.

/** The same row texts are asked about once per cell of the rows below them. */
const namedCache = new Map<string, CountryCode[]>();
const NAMED_CACHE_SIZE = 2000;

/** Regions named by places in `text` (record-regions.ts' table), in the order of the table. */
export function regionsNamedIn(text: string): CountryCode[] {
  if (text.length === 0) return [];
  let regions = namedCache.get(text);
  if (!regions) {
    regions = placesNamedIn(text);
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
  /**
   * The text's record, nearest part first: its field, then the card, row or panel around it,
   * no further than the list or page holding it. Read lazily: the first part that names a
   * country decides.
   */
  recordParts?(): Iterable<RecordText>;
  /** The whole page, the last record read: a thread entry's page names its contact's country. */
  pageRecord?(): RecordText | undefined;
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
  return new PageContext(text, around, otherRegions);
}

/** One object per text, its questions on the prototype: a list asks for thousands of them. */
class PageContext implements PhoneContext {
  /** Asked by the label check and again by the regions: the page is read once. */
  private labelRead: { text: string | undefined } | undefined;

  constructor(
    private readonly text: string,
    private readonly around: TextSurroundings,
    private readonly otherRegions: readonly CountryCode[],
  ) {}

  label(): string | undefined {
    return (this.labelRead ??= { text: this.around.label() }).text;
  }

  regions(): readonly CountryCode[] {
    const nearby = [this.text, this.label() ?? '', ...this.around.surroundings()];
    // The nearest text that names a place decides: the row before the section's heading.
    const named = nearby.map(regionsNamedIn).find((regions) => regions.length > 0) ?? [];
    return [...new Set([...named, ...this.otherRegions, ...regionsOfLanguage(this.around.lang())])];
  }

  /** The record's regions once asked (scan-phones.ts asks before any other region). */
  private recordRead: readonly CountryCode[] | undefined;

  record(): readonly CountryCode[] {
    return (this.recordRead ??= this.readRecordRegions());
  }

  private byLanguage = false;

  recordByLanguage(): boolean {
    this.record();
    return this.byLanguage;
  }

  private readRecordRegions(): readonly CountryCode[] {
    // The page's language names countries too ("Australien" on a German page).
    setRecordLanguage(this.around.lang());
    // A part whose only evidence is one number written with a country code may be outweighed
    // by a country named further out; it decides when nothing further out says anything.
    const lang = regionOfLang(this.around.lang());
    // Two countries equally likely, one the page's language names: a Czech CRM's record that
    // writes as many Slovak numbers as Czech ones is a Czech customer's.
    const decided = (regions: readonly CountryCode[]) =>
      regions.length > 1 && lang.length === 1 && regions.includes(lang[0]!) ? lang : regions;
    let weak: readonly CountryCode[] | undefined;
    const parts = this.around.recordParts?.() ?? [];
    for (const part of parts) {
      const reading = readRecord(part);
      if (reading.regions.length === 0) continue;
      if (!reading.weak) return decided(reading.regions);
      weak ??= reading.regions;
    }
    const page = this.around.pageRecord?.();
    const onPage = page ? readRecord(page) : undefined;
    if (onPage && onPage.regions.length > 0 && !(weak && onPage.weak))
      return decided(onPage.regions);
    if (weak) return decided(weak);
    this.byLanguage = lang.length > 0;
    return lang;
  }
}
