import type { Dictionary } from '../translate';

/** Strings of what an organisation's policies set (options page, lib/policy). */
type Key =
  | 'title'
  | 'hint'
  | 'keyByOrganisation'
  | 'keyWorks'
  | 'keyChecking'
  | 'keyMissing'
  | 'keyNotWorking'
  | 'ownKeyWins'
  | 'locked'
  | 'unlocked'
  | 'setList'
  | 'problem'
  | 'sites'
  | 'setHere'
  | 'lockedField';

export const policy: Dictionary<Key> = {
  en: {
    title: 'Set by your organisation',
    hint: 'Your organisation set these through the browser’s policies.',
    keyByOrganisation: 'API key: set by your organisation (it is never shown).',
    keyWorks:
      'The key works: it sees {n|# counter|# counters|# counters|# counters} of the tracker.',
    keyChecking: 'The key is being checked…',
    keyMissing: 'The key is not in use.',
    keyNotWorking: 'The key does not work now: see the API key section below.',
    ownKeyWins: 'Your own API key is used instead of your organisation’s.',
    locked: 'Your organisation locked these settings: they cannot be changed here.',
    unlocked: 'These are defaults: what you set yourself here wins.',
    setList: 'Set: {names}.',
    problem: 'Your organisation’s setting `{name}` could not be read: {message}',
    sites: 'Sites your organisation turned Tracker Lens on for: {sites}.',
    setHere: 'Set by your organisation',
    lockedField: 'Set by your organisation: it cannot be changed here.',
  },
  ru: {
    title: 'Задано вашей организацией',
    hint: 'Ваша организация задала это через политики браузера.',
    keyByOrganisation: 'API-ключ: задан вашей организацией (он никогда не показывается).',
    keyWorks: 'Ключ работает: ему видно {n|# счётчик|# счётчика|# счётчиков|# счётчика} трекера.',
    keyChecking: 'Ключ проверяется…',
    keyMissing: 'Ключ не используется.',
    keyNotWorking: 'Ключ сейчас не работает: см. раздел «API-ключ» ниже.',
    ownKeyWins: 'Используется ваш собственный API-ключ, а не ключ организации.',
    locked: 'Ваша организация закрепила эти настройки: здесь их не изменить.',
    unlocked: 'Это значения по умолчанию: то, что вы зададите здесь сами, важнее.',
    setList: 'Задано: {names}.',
    problem: 'Настройку организации `{name}` не удалось прочитать: {message}',
    sites: 'Сайты, на которых организация включила Tracker Lens: {sites}.',
    setHere: 'Задано вашей организацией',
    lockedField: 'Задано вашей организацией: здесь это не изменить.',
  },
};
