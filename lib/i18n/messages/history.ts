import type { Dictionary } from '../translate';

/** Strings of the shared history components (popup detail and hover card). */
type Key =
  | 'totals.calls'
  | 'totals.answered'
  | 'totals.missed'
  | 'totals.leads'
  | 'totals.talk'
  | 'source.first'
  | 'source.last'
  | 'source.none'
  | 'field.source'
  | 'field.medium'
  | 'field.campaign'
  | 'field.keyword'
  | 'field.landingPage'
  | 'field.pool'
  | 'field.status'
  | 'field.form'
  | 'field.duration'
  | 'field.tags'
  | 'call.title'
  | 'call.answered'
  | 'call.missed'
  | 'call.target'
  | 'call.recording'
  | 'call.recordingLabel'
  | 'lead.title'
  | 'lead.status.new'
  | 'lead.status.in_progress'
  | 'lead.status.won'
  | 'lead.status.lost'
  | 'group.counts'
  | 'empty.title'
  | 'empty.hint'
  | 'freshness.server'
  | 'freshness.index'
  | 'tags.none'
  | 'tags.add'
  | 'tags.addLabel.call'
  | 'tags.addLabel.lead'
  | 'tags.addButton'
  | 'tags.remove'
  | 'tags.pendingAdd'
  | 'tags.pendingRemove'
  | 'tags.failing'
  | 'tags.tooLong'
  | 'tags.pendingCount';

export const history: Dictionary<Key> = {
  en: {
    'totals.calls': '{n|# call|# calls|# calls|# calls}',
    'totals.answered': '{n} answered',
    'totals.missed': '{n} missed',
    'totals.leads': '{n|# lead|# leads|# leads|# leads}',
    'totals.talk': 'talk time {time}',
    'source.first': 'First source',
    'source.last': 'Last source',
    'source.none': 'No marketing source recorded',
    'field.source': 'Source',
    'field.medium': 'Medium',
    'field.campaign': 'Campaign',
    'field.keyword': 'Keyword',
    'field.landingPage': 'Landing page',
    'field.pool': 'Pool',
    'field.status': 'Status',
    'field.form': 'Form',
    'field.duration': 'Duration',
    'field.tags': 'Tags',
    'call.title': 'Call',
    'call.answered': 'Answered',
    'call.missed': 'Missed',
    'call.target': 'Target call',
    'call.recording': 'Recording',
    'call.recordingLabel': 'Listen to the recording of the call of {time} (opens in a new tab)',
    'lead.title': 'Lead',
    'lead.status.new': 'New',
    'lead.status.in_progress': 'In progress',
    'lead.status.won': 'Won',
    'lead.status.lost': 'Lost',
    'group.counts':
      '{calls|# call|# calls|# calls|# calls}, {leads|# lead|# leads|# leads|# leads}',
    'empty.title': 'No calls or leads for this number',
    'empty.hint': 'Call tracking has not seen it on the sites you search.',
    'freshness.server': 'Live from the service · {time}',
    'freshness.index': 'From local data (last {days} days) · {time}',
    'tags.none': 'No tags',
    'tags.add': 'Add tag',
    'tags.addLabel.call': 'New tag for this call',
    'tags.addLabel.lead': 'New tag for this lead',
    'tags.addButton': 'Add',
    'tags.remove': 'Remove tag “{tag}”',
    'tags.pendingAdd': 'saving…',
    'tags.pendingRemove': 'removing…',
    'tags.failing': 'not saved, will retry',
    'tags.tooLong': 'A tag is at most 64 characters.',
    'tags.pendingCount':
      '{n|# tag change is|# tag changes are|# tag changes are|# tag changes are} waiting to be saved',
  },
  ru: {
    'totals.calls': '{n|# звонок|# звонка|# звонков|# звонка}',
    'totals.answered': 'отвечено: {n}',
    'totals.missed': 'пропущено: {n}',
    'totals.leads': '{n|# заявка|# заявки|# заявок|# заявки}',
    'totals.talk': 'разговор {time}',
    'source.first': 'Первый источник',
    'source.last': 'Последний источник',
    'source.none': 'Рекламный источник не записан',
    'field.source': 'Источник',
    'field.medium': 'Канал',
    'field.campaign': 'Кампания',
    'field.keyword': 'Ключевое слово',
    'field.landingPage': 'Страница входа',
    'field.pool': 'Пул',
    'field.status': 'Статус',
    'field.form': 'Форма',
    'field.duration': 'Длительность',
    'field.tags': 'Теги',
    'call.title': 'Звонок',
    'call.answered': 'Отвечен',
    'call.missed': 'Пропущен',
    'call.target': 'Целевой звонок',
    'call.recording': 'Запись',
    'call.recordingLabel': 'Прослушать запись звонка от {time} (откроется в новой вкладке)',
    'lead.title': 'Заявка',
    'lead.status.new': 'Новая',
    'lead.status.in_progress': 'В работе',
    'lead.status.won': 'Успешная',
    'lead.status.lost': 'Проиграна',
    'group.counts':
      '{calls|# звонок|# звонка|# звонков|# звонка}, {leads|# заявка|# заявки|# заявок|# заявки}',
    'empty.title': 'По этому номеру нет звонков и заявок',
    'empty.hint': 'Коллтрекинг не видел его на сайтах, по которым идёт поиск.',
    'freshness.server': 'Данные сервиса · {time}',
    'freshness.index': 'Из локальных данных (последние {days} дн.) · {time}',
    'tags.none': 'Нет тегов',
    'tags.add': 'Добавить тег',
    'tags.addLabel.call': 'Новый тег для звонка',
    'tags.addLabel.lead': 'Новый тег для заявки',
    'tags.addButton': 'Добавить',
    'tags.remove': 'Удалить тег «{tag}»',
    'tags.pendingAdd': 'сохраняется…',
    'tags.pendingRemove': 'удаляется…',
    'tags.failing': 'не сохранён, повторим',
    'tags.tooLong': 'Тег — не длиннее 64 символов.',
    'tags.pendingCount':
      '{n|# изменение тегов ждёт|# изменения тегов ждут|# изменений тегов ждут|# изменения тегов ждут} сохранения',
  },
};

export type HistoryKey = Key;
