import type { Random } from '../prng';

/** Area data of a caller number, as the call record reports it. */
export interface PhoneArea {
  countryCode: string;
  areaCode: string;
  regionName: string;
}

const MOBILE_PREFIXES = [
  '916',
  '926',
  '903',
  '905',
  '915',
  '925',
  '985',
  '999',
  '977',
  '967',
  '911',
  '921',
  '981',
];

/** A random caller number: mostly Russian mobiles, some city, 8-800 and foreign numbers. */
export function randomPhone(random: Random, cityKey: 'msk' | 'spb'): string {
  const kind = random.weighted([
    ['mobile', 70],
    ['city', 17],
    ['tollFree', 3],
    ['foreign', 10],
  ] as const);
  switch (kind) {
    case 'mobile':
      return `7${random.pick(MOBILE_PREFIXES)}${random.digits(7)}`;
    case 'city':
      return cityKey === 'spb'
        ? `7812${random.digits(7)}`
        : `7${random.pick(['495', '499'])}${random.digits(7)}`;
    case 'tollFree':
      return `7800${random.digits(7)}`;
    case 'foreign':
      return random.pick([
        () => `37529${random.digits(7)}`,
        () => `7701${random.digits(7)}`,
        () => `4915${random.digits(9)}`,
        () => `1${random.pick(['212', '415', '646'])}${random.digits(7)}`,
        () => `99890${random.digits(7)}`,
      ])();
  }
}

const RU_AREAS: Record<string, string> = {
  '495': 'Москва',
  '499': 'Москва',
  '812': 'Санкт-Петербург',
  '800': 'Бесплатный номер',
  '916': 'Москва и Московская область',
  '926': 'Москва и Московская область',
  '903': 'Москва и Московская область',
  '905': 'Москва и Московская область',
  '915': 'Москва и Московская область',
  '925': 'Москва и Московская область',
  '985': 'Москва и Московская область',
  '999': 'Россия',
  '977': 'Москва и Московская область',
  '967': 'Москва и Московская область',
  '911': 'Санкт-Петербург и Ленинградская область',
  '921': 'Санкт-Петербург и Ленинградская область',
  '981': 'Санкт-Петербург и Ленинградская область',
};

export function phoneArea(digits: string): PhoneArea {
  if (digits.startsWith('375'))
    return { countryCode: '375', areaCode: digits.slice(3, 5), regionName: 'Беларусь' };
  if (digits.startsWith('998'))
    return { countryCode: '998', areaCode: digits.slice(3, 5), regionName: 'Узбекистан' };
  if (digits.startsWith('49'))
    return { countryCode: '49', areaCode: digits.slice(2, 5), regionName: 'Германия' };
  if (digits.startsWith('77'))
    return { countryCode: '7', areaCode: digits.slice(1, 4), regionName: 'Казахстан' };
  if (digits.startsWith('1'))
    return { countryCode: '1', areaCode: digits.slice(1, 4), regionName: 'США' };
  const areaCode = digits.slice(1, 4);
  return { countryCode: '7', areaCode, regionName: RU_AREAS[areaCode] ?? 'Россия' };
}
