import type { Dictionary } from '../translate';

/** Strings of the hover card and the page-side entry points (context menu). */
export type CardKey =
  | 'card.label'
  | 'card.close'
  | 'card.loading'
  | 'card.notConfigured.title'
  | 'card.notConfigured.hint'
  | 'card.error.title'
  | 'card.quickTag.label'
  | 'card.quickTag.latestCall'
  | 'card.quickTag.latestLead'
  | 'card.tagFailed'
  | 'card.extension'
  | 'card.refresh'
  | 'menu.lookup';

export const card: Dictionary<CardKey> = {
  en: {
    'card.label': 'Call tracking: {phone}',
    'card.close': 'Close',
    'card.loading': 'Looking up calls and leads…',
    'card.notConfigured.title': 'Tracker Lens is not set up',
    'card.notConfigured.hint': 'Add your call-tracking API key to see calls and leads here.',
    'card.error.title': 'Could not load this number',
    'card.quickTag.label': 'Tag the {target}',
    'card.quickTag.latestCall': 'latest call',
    'card.quickTag.latestLead': 'latest lead',
    'card.tagFailed': 'Tag “{tag}” was not saved: {reason}',
    'card.extension': 'ext. {ext}',
    'card.refresh': 'Refresh',
    'menu.lookup': 'Look up “%s” in Tracker Lens',
  },
  ru: {
    'card.label': 'Коллтрекинг: {phone}',
    'card.close': 'Закрыть',
    'card.loading': 'Ищем звонки и заявки…',
    'card.notConfigured.title': 'Tracker Lens не настроен',
    'card.notConfigured.hint':
      'Добавьте API-ключ коллтрекинга, чтобы видеть здесь звонки и заявки.',
    'card.error.title': 'Не удалось загрузить данные по номеру',
    'card.quickTag.label': 'Тег для: {target}',
    'card.quickTag.latestCall': 'последний звонок',
    'card.quickTag.latestLead': 'последняя заявка',
    'card.tagFailed': 'Тег «{tag}» не сохранён: {reason}',
    'card.extension': 'доб. {ext}',
    'card.refresh': 'Обновить',
    'menu.lookup': 'Найти «%s» в Tracker Lens',
  },
};
