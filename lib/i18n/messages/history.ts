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
  | 'source.firstSeen'
  | 'source.copyFirst'
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
  | 'call.status.failed'
  | 'call.status.busy'
  | 'call.status.no answer'
  | 'call.answered'
  | 'call.missed'
  | 'call.target'
  | 'call.recording'
  | 'call.recordingLabel'
  | 'call.recordingOpen'
  | 'lead.title'
  | 'lead.status.new'
  | 'lead.status.in_progress'
  | 'lead.status.won'
  | 'lead.status.lost'
  | 'group.counts'
  | 'empty.title'
  | 'empty.hint'
  | 'answer.live'
  | 'answer.partial'
  | 'answer.index'
  | 'answer.combined'
  | 'answer.combined.sameTime'
  | 'answer.syncing'
  | 'answer.syncing.coversDays'
  | 'answer.syncing.coversHours'
  | 'answer.stale.unreachable'
  | 'answer.stale.offline'
  | 'answer.unreachable.unreachable'
  | 'answer.unreachable.offline'
  | 'answer.unreachable.unreachable.noData'
  | 'answer.unreachable.offline.noData'
  | 'answer.stale.slow'
  | 'answer.unreachable.slow'
  | 'answer.unreachable.slow.noData'
  | 'answer.updating'
  | 'answer.updating.slow'
  | 'short.upToDate'
  | 'short.local'
  | 'short.localOld'
  | 'short.partial'
  | 'short.syncing'
  | 'short.syncingCovers'
  | 'short.updating'
  | 'short.updating.slow'
  | 'short.stale'
  | 'short.down.unreachable'
  | 'short.down.offline'
  | 'short.down.slow'
  | 'short.noData'
  | 'short.why'
  | 'age.now'
  | 'age.min'
  | 'age.hours'
  | 'age.days'
  | 'age.ago'
  | 'age.old'
  | 'empty.partial.title'
  | 'empty.partial.hint'
  | 'empty.index.title'
  | 'empty.index.hint'
  | 'empty.updating.hint'
  | 'empty.unknown.title'
  | 'empty.syncing.title'
  | 'empty.syncing.hint'
  | 'empty.stale.title'
  | 'empty.stale.hint'
  | 'empty.unreachable.hint'
  | 'empty.unreachable.noData'
  | 'tags.none'
  | 'tags.add'
  | 'tags.addLabel.call'
  | 'tags.addLabel.lead'
  | 'tags.addButton'
  | 'tags.target'
  | 'tags.removed'
  | 'tags.undo'
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
    'source.firstSeen': 'first seen {date}',
    'source.copyFirst': 'first: {source}, {date}',
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
    'call.status.failed': 'not connected',
    'call.status.busy': 'line busy',
    'call.status.no answer': 'no answer',
    'call.answered': 'Answered',
    'call.missed': 'Missed',
    'call.target': 'Target call',
    'call.recording': 'Recording',
    'call.recordingLabel': 'Recording of the call of {time}',
    'call.recordingOpen': 'Open in a new tab',
    'lead.title': 'Lead',
    'lead.status.new': 'New',
    'lead.status.in_progress': 'In progress',
    'lead.status.won': 'Won',
    'lead.status.lost': 'Lost',
    'group.counts':
      '{calls|# call|# calls|# calls|# calls}, {leads|# lead|# leads|# leads|# leads}',
    'empty.title': 'No calls or leads for this number',
    'empty.hint': 'Call tracking has not seen it on the sites you search.',
    'answer.live': 'From the service · {time}',
    'answer.partial':
      '{n|Site|Sites|Sites|Sites} {sites} did not answer: {n|its|their|their|their} calls and leads are from local data (last {days} days). The rest from the service · {time}',
    'answer.index':
      'From local data (last {days} days) as of {time}: this service cannot search by number',
    'answer.combined':
      'From local data as of {time}; before {since} from the service as of {olderTime}',
    'answer.combined.sameTime': 'From local data and the service (before {since}) · {time}',
    'answer.syncing':
      'Local data (last {days} days) is still being filled: this number may have more',
    'answer.syncing.coversDays':
      'Index syncing: covers the last {covered} {covered|day|days|days|days} of {days}: this number may have older calls',
    'answer.syncing.coversHours':
      'Index syncing: covers the last {covered} {covered|hour|hours|hours|hours} of {days} days: this number may have older calls',
    'answer.stale.unreachable': 'The service is unreachable: this is its answer of {time}',
    'answer.stale.offline': 'You are offline: this is the service’s answer of {time}',
    'answer.unreachable.unreachable':
      'The service is unreachable: from local data as of {time} (last {days} days)',
    'answer.unreachable.offline':
      'You are offline: from local data as of {time} (last {days} days)',
    'answer.unreachable.unreachable.noData':
      'The service is unreachable, and nothing is stored locally yet',
    'answer.unreachable.offline.noData': 'You are offline, and nothing is stored locally yet',
    'answer.stale.slow': 'The service is too slow to answer: this is its answer of {time}',
    'answer.unreachable.slow':
      'The service is too slow to answer: from local data as of {time} (last {days} days)',
    'answer.unreachable.slow.noData':
      'The service is too slow to answer, and nothing is stored locally yet',
    'answer.updating': 'From local data as of {time}, while the service is asked for an update',
    'answer.updating.slow': 'The service is slow: from local data as of {time} until it answers',
    'short.upToDate': 'Up to date · {ago}',
    'short.local': 'Local data · {ago}',
    'short.localOld': 'Local data · {old}',
    'short.partial': 'Partly local · {sites} did not answer',
    'short.syncing': 'Local data · still syncing',
    'short.syncingCovers': 'Local data · syncing, {covered} of {days} days',
    'short.updating': 'Local data · updating…',
    'short.updating.slow': 'Slow service · local data · updating…',
    'short.stale': 'Earlier answer · {old}',
    'short.down.unreachable': 'service unreachable',
    'short.down.offline': 'offline',
    'short.down.slow': 'service slow',
    'short.noData': 'No local data yet',
    'short.why': 'Where this answer comes from',
    'age.now': 'just now',
    'age.min': '{n} min',
    'age.hours': '{n} h',
    'age.days': '{n|# day|# days|# days|# days}',
    'age.ago': '{age} ago',
    'age.old': '{age} old',
    'empty.partial.title': 'No calls or leads on the sites that answered',
    'empty.partial.hint': '{sites} did not answer and may have some.',
    'empty.index.title': 'No calls or leads in the last {days} days',
    'empty.index.hint': 'Older calls cannot be searched on this service.',
    'empty.updating.hint': 'Local data has none; the service is being asked for the whole history.',
    'empty.unknown.title': 'Can’t check now',
    'empty.syncing.title': 'Can’t tell yet',
    'empty.syncing.hint': 'Local data is still being filled; look again in a minute.',
    'empty.stale.title': 'No calls or leads as of {time}',
    'empty.stale.hint': 'The service could not be asked again just now.',
    'empty.unreachable.hint':
      'The service is unreachable, and local data (as of {time}) has nothing for this number. That does not mean there were no calls.',
    'empty.unreachable.noData':
      'The service is unreachable and nothing is stored locally yet. That does not mean there were no calls.',
    'tags.none': 'No tags',
    'tags.add': 'Add tag',
    'tags.addLabel.call': 'New tag for this call',
    'tags.addLabel.lead': 'New tag for this lead',
    'tags.addButton': 'Add',
    'tags.target': 'Tag for',
    'tags.removed': 'Tag “{tag}” removed.',
    'tags.undo': 'Undo',
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
    'source.firstSeen': 'впервые {date}',
    'source.copyFirst': 'впервые: {source}, {date}',
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
    'call.status.failed': 'не соединился',
    'call.status.busy': 'занято',
    'call.status.no answer': 'без ответа',
    'call.answered': 'Отвечен',
    'call.missed': 'Пропущен',
    'call.target': 'Целевой звонок',
    'call.recording': 'Запись',
    'call.recordingLabel': 'Запись звонка от {time}',
    'call.recordingOpen': 'Открыть в новой вкладке',
    'lead.title': 'Заявка',
    'lead.status.new': 'Новая',
    'lead.status.in_progress': 'В работе',
    'lead.status.won': 'Успешная',
    'lead.status.lost': 'Проиграна',
    'group.counts':
      '{calls|# звонок|# звонка|# звонков|# звонка}, {leads|# заявка|# заявки|# заявок|# заявки}',
    'empty.title': 'По этому номеру нет звонков и заявок',
    'empty.hint': 'Коллтрекинг не видел его на сайтах, по которым идёт поиск.',
    'answer.live': 'Данные сервиса · {time}',
    'answer.partial':
      '{n|Сайт|Сайты|Сайты|Сайты} {sites} не {n|ответил|ответили|ответили|ответили}: {n|его|их|их|их} звонки и заявки — из локальных данных (последние {days} дн.). Остальное — данные сервиса · {time}',
    'answer.index':
      'Из локальных данных (последние {days} дн.) на {time}: этот сервис не ищет по номеру',
    'answer.combined': 'Из локальных данных на {time}; до {since} — данные сервиса на {olderTime}',
    'answer.combined.sameTime': 'Из локальных данных и сервиса (до {since}) · {time}',
    'answer.syncing':
      'Локальные данные (последние {days} дн.) ещё загружаются: у номера может быть больше',
    'answer.syncing.coversDays':
      'Индекс загружается: есть данные за {covered} {covered|день|дня|дней|дня} из {days}: у номера могут быть звонки раньше',
    'answer.syncing.coversHours':
      'Индекс загружается: есть данные за {covered} {covered|час|часа|часов|часа} из {days} дн.: у номера могут быть звонки раньше',
    'answer.stale.unreachable': 'Сервис недоступен: это его ответ от {time}',
    'answer.stale.offline': 'Нет сети: это ответ сервиса от {time}',
    'answer.unreachable.unreachable':
      'Сервис недоступен: из локальных данных на {time} (последние {days} дн.)',
    'answer.unreachable.offline': 'Нет сети: из локальных данных на {time} (последние {days} дн.)',
    'answer.unreachable.unreachable.noData': 'Сервис недоступен, а локальных данных ещё нет',
    'answer.unreachable.offline.noData': 'Нет сети, а локальных данных ещё нет',
    'answer.stale.slow': 'Сервис отвечает слишком медленно: это его ответ от {time}',
    'answer.unreachable.slow':
      'Сервис отвечает слишком медленно: из локальных данных на {time} (последние {days} дн.)',
    'answer.unreachable.slow.noData':
      'Сервис отвечает слишком медленно, а локальных данных ещё нет',
    'answer.updating': 'Из локальных данных на {time}, пока сервис спрашивают об обновлении',
    'answer.updating.slow':
      'Сервис отвечает медленно: из локальных данных на {time}, пока он не ответит',
    'short.upToDate': 'Актуально · {ago}',
    'short.local': 'Локальные данные · {ago}',
    'short.localOld': 'Локальные данные · {old}',
    'short.partial': 'Частично локальные · {sites} не ответили',
    'short.syncing': 'Локальные данные · ещё загружаются',
    'short.syncingCovers': 'Локальные данные · загружено {covered} из {days} дн.',
    'short.updating': 'Локальные данные · обновляются…',
    'short.updating.slow': 'Сервис медленный · локальные данные · обновляются…',
    'short.stale': 'Прежний ответ · {old}',
    'short.down.unreachable': 'сервис недоступен',
    'short.down.offline': 'нет сети',
    'short.down.slow': 'сервис медленный',
    'short.noData': 'Локальных данных ещё нет',
    'short.why': 'Откуда этот ответ',
    'age.now': 'только что',
    'age.min': '{n} мин',
    'age.hours': '{n} ч',
    'age.days': '{n} дн.',
    'age.ago': '{age} назад',
    'age.old': '{age} назад',
    'empty.partial.title': 'На ответивших сайтах нет звонков и заявок',
    'empty.partial.hint': '{sites} не ответили, а у них могут быть.',
    'empty.index.title': 'Нет звонков и заявок за последние {days} дн.',
    'empty.index.hint': 'Более старые звонки в этом сервисе по номеру не найти.',
    'empty.updating.hint': 'В локальных данных их нет; сервис спрашивают обо всей истории.',
    'empty.unknown.title': 'Сейчас не проверить',
    'empty.syncing.title': 'Пока не ясно',
    'empty.syncing.hint': 'Локальные данные ещё загружаются; посмотрите через минуту.',
    'empty.stale.title': 'Нет звонков и заявок на {time}',
    'empty.stale.hint': 'Сейчас сервис спросить не удалось.',
    'empty.unreachable.hint':
      'Сервис недоступен, а в локальных данных (на {time}) по номеру ничего нет. Это не значит, что звонков не было.',
    'empty.unreachable.noData':
      'Сервис недоступен, а локальных данных ещё нет. Это не значит, что звонков не было.',
    'tags.none': 'Нет тегов',
    'tags.add': 'Добавить тег',
    'tags.addLabel.call': 'Новый тег для звонка',
    'tags.addLabel.lead': 'Новый тег для заявки',
    'tags.addButton': 'Добавить',
    'tags.target': 'Тег для',
    'tags.removed': 'Тег «{tag}» удалён.',
    'tags.undo': 'Отменить',
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
