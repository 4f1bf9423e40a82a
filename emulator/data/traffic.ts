import type { Random } from '../prng';
import type { Scalar } from '../records';
import { DEVICES, GEOS, type ProjectSeed } from './catalog';

export type TrafficKind = 'yandex' | 'google' | 'vk' | 'direct' | 'organic' | 'referral';

const TRAFFIC_WEIGHTS: readonly (readonly [TrafficKind, number])[] = [
  ['yandex', 35],
  ['google', 15],
  ['vk', 8],
  ['direct', 22],
  ['organic', 15],
  ['referral', 5],
];

/** Repeated URL strings are built once: 200k calls share a few hundred distinct values. */
const interned = new Map<string, string>();
function intern(text: string): string {
  const known = interned.get(text);
  if (known !== undefined) return known;
  interned.set(text, text);
  return text;
}

const pageUrlCache = new Map<string, string[]>();
function pageUrls(siteUrl: string, pages: readonly string[]): string[] {
  let urls = pageUrlCache.get(siteUrl);
  if (!urls) pageUrlCache.set(siteUrl, (urls = pages.map((page) => intern(`${siteUrl}${page}`))));
  return urls;
}

const UTM_CONTENTS = Array.from({ length: 24 }, (_, i) => `ad_${1000 + i * 37}`);

/**
 * Writes the marketing source of one visit into `fields` (UTM labels, composite source, click
 * ids, pages) and returns its kind.
 */
export function randomTraffic(
  random: Random,
  project: ProjectSeed,
  siteUrl: string,
  fields: Record<string, Scalar>,
): TrafficKind {
  const kind = random.weighted(TRAFFIC_WEIGHTS);
  const urls = pageUrls(siteUrl, project.pages);
  const landing = random.pick(urls);
  const keyword = random.pick(project.keywords);
  if (kind === 'yandex' || kind === 'google' || kind === 'vk') {
    const medium = kind === 'vk' ? 'social' : 'cpc';
    const campaign = random.pick(project.campaigns[kind]);
    fields.utmSource = kind;
    fields.utmMedium = medium;
    fields.utmCampaign = campaign;
    if (kind !== 'vk') fields.utmTerm = keyword;
    fields.utmContent = random.pick(UTM_CONTENTS);
    fields.compositeSource = intern(`${kind} / ${medium}`);
    fields.compositeSourceType = kind === 'vk' ? 'social' : 'paid';
    if (kind !== 'vk') fields.compositeKeyword = keyword;
    fields.rDomain = { yandex: 'yandex.ru', google: 'www.google.com', vk: 'vk.com' }[kind];
    if (kind === 'yandex') fields.yClid = random.digits(19);
    if (kind === 'google') fields.gClid = `Cj0KCQjw${random.hex(24)}`;
    fields.entryPoint = intern(
      `${landing}?utm_source=${kind}&utm_medium=${medium}&utm_campaign=${campaign}`,
    );
  } else if (kind === 'organic') {
    const engine = random.chance(0.7) ? 'yandex' : 'google';
    fields.compositeSource = intern(`${engine} / organic`);
    fields.compositeSourceType = 'organic';
    fields.rDomain = engine === 'yandex' ? 'yandex.ru' : 'www.google.com';
    fields.rTerm = keyword;
    fields.compositeKeyword = keyword;
    fields.entryPoint = landing;
  } else if (kind === 'referral') {
    const referrer = random.pick(['zoon.ru', 'yell.ru', '2gis.ru', 'otzovik.com']);
    fields.compositeSource = intern(`${referrer} / referral`);
    fields.compositeSourceType = 'referral';
    fields.rDomain = referrer;
    fields.entryPoint = landing;
  } else {
    fields.compositeSource = '(direct) / (none)';
    fields.compositeSourceType = 'direct';
    fields.entryPoint = landing;
  }
  fields.lDomain = intern(siteUrl.replace(/^https?:\/\//, ''));
  fields.callPage = random.pick(urls);
  if (random.chance(0.6)) fields.outPoint = random.pick(urls);
  return kind;
}

/**
 * Writes visitor data (device, geography from IP) into `fields`. Ids such as ip, sid and uuid
 * are derived from the record's seed when rendered (see visitor-ids.ts).
 */
export function randomVisitor(
  random: Random,
  cityKey: 'msk' | 'spb',
  fields: Record<string, Scalar>,
): void {
  const device = random.pick(DEVICES);
  const geo = random.pick(random.chance(0.9) ? GEOS[cityKey] : GEOS.other);
  fields.browser = device.browser;
  fields.browserVersion = device.browserVersion;
  fields.deviceType = device.deviceType;
  fields.platformDescription = device.platformDescription;
  fields.userAgent = device.userAgent;
  fields.country = geo.country;
  fields.region = geo.region;
  fields.city = geo.city;
  if (device.deviceName !== '') fields.deviceName = device.deviceName;
  if (geo.district !== '') fields.district = geo.district;
}
