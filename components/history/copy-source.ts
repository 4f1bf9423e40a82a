import { plainField, safeLine } from '../../lib/format/untrusted-text';
import type { Locale } from '../../lib/i18n/translate';
import type { PhoneDetail, SourceInfo } from '../../lib/types/phone-data';
import { sourceLine, sourceText } from './source-text';
import { historyText } from './translate';

const intlLocale = (locale: Locale) => (locale === 'ru' ? 'ru-RU' : 'en-GB');

/** "12 Jun", or "12 Jun 2025" when not this year. */
function shortDate(at: number, now: number, locale: Locale, timeZone?: string): string {
  const year = (ms: number) =>
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(ms);
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    ...(year(at) === year(now) ? {} : { year: 'numeric' }),
    timeZone,
  }).format(at);
}

/** "shop.example/sofa": a landing page as host and path, without its query (UTM labels) or hash. */
export function shortLandingPage(page: string | undefined): string | undefined {
  const text = plainField(page);
  if (!text) return undefined;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
    return plainField(decodeURIComponentSafe(`${url.host}${path}`));
  } catch {
    return plainField(text.split(/[?#]/)[0]);
  }
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/** The source fields a person reads, each cleaned and bounded (visitor-written: UTM labels). */
const plainSource = (info: SourceInfo) => ({
  source: plainField(info.source),
  medium: plainField(info.medium),
  campaign: plainField(info.campaign),
  keyword: plainField(info.keyword),
});

/**
 * One line for a CRM note, in the UI's language, as the card's headline says it: the last
 * source (with campaign and keyword), then where the caller first came from when that differs,
 * then the landing page as host and path ("yandex / cpc · winter-sale · sofa · first: google /
 * organic, 12 Jun · shop.example/sofa"). Visitor-written values are cleaned and bounded, and
 * the line never starts a spreadsheet formula (lib/format/untrusted-text.ts). Undefined when
 * no source is known: nothing to copy.
 */
export function copySourceLine(
  detail: Pick<PhoneDetail, 'firstSource' | 'lastSource'>,
  locale: Locale,
  options: { now?: number; timeZone?: string } = {},
): string | undefined {
  const last = detail.lastSource ?? detail.firstSource;
  if (!last) return undefined;
  const t = historyText(locale);
  const lastPlain = plainSource(last);
  const first = detail.firstSource;
  const firstPlain = first && plainSource(first);
  const firstText = firstPlain && sourceText(firstPlain.source, firstPlain.medium);
  const firstPart =
    first &&
    firstText &&
    firstText !== sourceText(lastPlain.source, lastPlain.medium) &&
    t('source.copyFirst', {
      source: firstText,
      date: shortDate(first.at, options.now ?? Date.now(), locale, options.timeZone),
    });
  const line = [sourceLine(lastPlain), firstPart, shortLandingPage(last.landingPage)]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' · ');
  return line === '' ? undefined : safeLine(line);
}
