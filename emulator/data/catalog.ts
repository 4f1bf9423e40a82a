/** Static vocabularies of the seeded data set: two businesses, their sites, ads and visitors. */

export interface ProjectSeed {
  name: string;
  displayName: string;
  /** Share of all generated calls and leads. */
  weight: number;
  counters: { counterId: string; url: string; weight: number; cityKey: 'msk' | 'spb' }[];
  campaigns: { yandex: string[]; google: string[]; vk: string[] };
  keywords: string[];
  pages: string[];
  forms: string[];
  projectTags: string[];
}

export const PROJECT_SEEDS: ProjectSeed[] = [
  {
    name: 'okna-moskva',
    displayName: 'Okna Moskva',
    weight: 0.6,
    counters: [
      { counterId: '40117301501', url: 'https://okna-moskva.ru', weight: 0.65, cityKey: 'msk' },
      {
        counterId: '40117301502',
        url: 'https://balkon.okna-moskva.ru',
        weight: 0.35,
        cityKey: 'msk',
      },
    ],
    campaigns: {
      yandex: ['okna_poisk_msk', 'okna_rsya_retarget', 'balkony_poisk'],
      google: ['okna_search_brand', 'okna_search_general'],
      vk: ['okna_vk_lookalike'],
    },
    keywords: [
      'пластиковые окна цена',
      'окна пвх купить',
      'остекление балкона',
      'установка окон под ключ',
      'замер окон бесплатно',
      'окна rehau москва',
      'теплое остекление лоджии',
    ],
    pages: ['/', '/catalog/okna-pvh', '/balkony', '/akcii', '/kalkulyator', '/kontakty'],
    forms: ['Заявка на замер', 'Расчёт стоимости', 'Обратный звонок'],
    projectTags: ['замер', 'повторный'],
  },
  {
    name: 'dental-smile',
    displayName: 'Dental Clinic Smile',
    weight: 0.4,
    counters: [
      { counterId: '40117302601', url: 'https://smile-dent.ru', weight: 0.6, cityKey: 'msk' },
      { counterId: '40117302602', url: 'https://spb.smile-dent.ru', weight: 0.4, cityKey: 'spb' },
    ],
    campaigns: {
      yandex: ['implant_poisk', 'lechenie_poisk', 'otbelivanie_rsya'],
      google: ['dental_search_msk'],
      vk: ['smile_vk_stories'],
    },
    keywords: [
      'имплантация зубов цена',
      'стоматология рядом',
      'лечение кариеса',
      'отбеливание зубов',
      'брекеты для взрослых',
      'детский стоматолог',
    ],
    pages: ['/', '/implantaciya', '/lechenie', '/otbelivanie', '/ceny', '/vrachi'],
    forms: ['Запись на приём', 'Консультация', 'Обратный звонок'],
    projectTags: ['первичный', 'запись'],
  },
];

export const COMMON_TAGS = ['target', 'spam', 'sale', 'repeat'] as const;

export interface Geo {
  country: string;
  region: string;
  city: string;
  district: string;
}

export const GEOS: Record<'msk' | 'spb' | 'other', Geo[]> = {
  msk: [
    {
      country: 'Россия',
      region: 'Москва',
      city: 'Москва',
      district: 'Центральный федеральный округ',
    },
    {
      country: 'Россия',
      region: 'Московская область',
      city: 'Химки',
      district: 'Центральный федеральный округ',
    },
    {
      country: 'Россия',
      region: 'Московская область',
      city: 'Мытищи',
      district: 'Центральный федеральный округ',
    },
  ],
  spb: [
    {
      country: 'Россия',
      region: 'Санкт-Петербург',
      city: 'Санкт-Петербург',
      district: 'Северо-Западный федеральный округ',
    },
    {
      country: 'Россия',
      region: 'Ленинградская область',
      city: 'Всеволожск',
      district: 'Северо-Западный федеральный округ',
    },
  ],
  other: [
    {
      country: 'Россия',
      region: 'Татарстан',
      city: 'Казань',
      district: 'Приволжский федеральный округ',
    },
    { country: 'Беларусь', region: 'Минская область', city: 'Минск', district: '' },
  ],
};

export interface Device {
  browser: string;
  browserVersion: string;
  deviceType: 'desktop' | 'mobile' | 'tablet';
  deviceName: string;
  platformDescription: string;
  userAgent: string;
}

export const DEVICES: Device[] = [
  {
    browser: 'Chrome',
    browserVersion: '124.0',
    deviceType: 'desktop',
    deviceName: '',
    platformDescription: 'Windows 10',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  },
  {
    browser: 'Yandex Browser',
    browserVersion: '24.4',
    deviceType: 'desktop',
    deviceName: '',
    platformDescription: 'Windows 11',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 YaBrowser/24.4.0.0 Safari/537.36',
  },
  {
    browser: 'Safari',
    browserVersion: '17.4',
    deviceType: 'mobile',
    deviceName: 'iPhone',
    platformDescription: 'iOS 17.4',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  },
  {
    browser: 'Chrome Mobile',
    browserVersion: '124.0',
    deviceType: 'mobile',
    deviceName: 'Samsung Galaxy A54',
    platformDescription: 'Android 14',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  },
  {
    browser: 'Yandex Browser',
    browserVersion: '24.1',
    deviceType: 'mobile',
    deviceName: 'Xiaomi Redmi Note 12',
    platformDescription: 'Android 13',
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; 23021RAA2Y) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 YaBrowser/24.1.0.0 Mobile Safari/537.36',
  },
  {
    browser: 'Safari',
    browserVersion: '17.3',
    deviceType: 'tablet',
    deviceName: 'iPad',
    platformDescription: 'iPadOS 17.3',
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Mobile/15E148 Safari/604.1',
  },
  {
    browser: 'Firefox',
    browserVersion: '125.0',
    deviceType: 'desktop',
    deviceName: '',
    platformDescription: 'Ubuntu',
    userAgent: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  },
];

export const FIRST_NAMES = [
  'Александр',
  'Мария',
  'Дмитрий',
  'Анна',
  'Сергей',
  'Елена',
  'Андрей',
  'Ольга',
  'Иван',
  'Наталья',
  'Михаил',
  'Татьяна',
];
export const LAST_NAMES = [
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Волков',
  'Соколов',
  'Лебедев',
];
export const MANAGERS = ['Ирина', 'Павел', 'Светлана', 'Олег'];
export const ORDER_COMMENTS = [
  'Оплата по счёту',
  'Доставка в субботу',
  'Клиент просил перезвонить',
  'Скидка 10% по акции',
  'Предоплата 50%',
];
