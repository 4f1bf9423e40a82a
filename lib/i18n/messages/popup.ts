import type { Dictionary } from '../translate';

/** Strings of the toolbar popup. */
type Key =
  | 'title'
  | 'loading'
  | 'noKey.title'
  | 'noKey.body'
  | 'noKey.action'
  | 'key.invalid'
  | 'key.unreachable'
  | 'key.noCounters'
  | 'search.label'
  | 'search.placeholder'
  | 'search.button'
  | 'search.invalid'
  | 'tab.title'
  | 'tab.none'
  | 'tab.noneHint'
  | 'tab.known'
  | 'tab.unknown'
  | 'tab.counts'
  | 'tab.unknownIndex'
  | 'tab.coversIndex'
  | 'tab.open'
  | 'tab.summary'
  | 'tab.scan'
  | 'tab.scanning'
  | 'tab.scanFailed'
  | 'tab.optedOut'
  | 'tab.optedOutHint'
  | 'tab.lookUpAnyway'
  | 'tab.source'
  | 'tab.lastActivity'
  | 'list.offline'
  | 'list.keyRefused'
  | 'list.waiting'
  | 'waiting.show'
  | 'waiting.hide'
  | 'waiting.title'
  | 'waiting.tagAdd'
  | 'waiting.tagRemove'
  | 'waiting.call'
  | 'waiting.lead'
  | 'waiting.pending'
  | 'waiting.failing'
  | 'waiting.attempts'
  | 'waiting.retry'
  | 'waiting.discard'
  | 'waiting.discardSure'
  | 'waiting.keep'
  | 'waiting.discardHint'
  | 'list.filter'
  | 'list.filterPlaceholder'
  | 'list.order'
  | 'list.noMatch'
  | 'list.clear'
  | 'site.off'
  | 'site.byOrganisation'
  | 'site.allow'
  | 'site.offPage'
  | 'site.offHint'
  | 'site.onNotRunning'
  | 'site.switchOn'
  | 'site.start'
  | 'site.asking'
  | 'site.starting'
  | 'site.denied'
  | 'site.failed'
  | 'site.lookUpOnce'
  | 'site.listInOptions'
  | 'detail.back'
  | 'detail.refresh'
  | 'detail.export'
  | 'detail.exporting'
  | 'detail.loading'
  | 'detail.call'
  | 'actions.label'
  | 'actions.record'
  | 'actions.recordFromPage'
  | 'actions.logCall'
  | 'actions.copySource'
  | 'actions.copied'
  | 'actions.copyFailed'
  | 'actions.noSource'
  | 'actions.call'
  | 'actions.callPageLink'
  | 'outbox.title'
  | 'outbox.add'
  | 'outbox.remove'
  | 'outbox.pending'
  | 'outbox.failing'
  | 'outbox.retry'
  | 'outbox.attempts'
  | 'tagError'
  | 'exportError'
  | 'settings';

export const popup: Dictionary<Key> = {
  en: {
    title: 'Tracker Lens',
    loading: 'Loading…',
    'noKey.title': 'Connect your K50 Tracker account',
    'noKey.body':
      'Add your API key once, and this popup will show calls, leads and marketing sources for phone numbers on your CRM pages.',
    'noKey.action': 'Open options',
    'key.invalid': 'The service refused your API key. Check it in the options.',
    'key.unreachable': 'The service could not be reached when the key was last checked.',
    'key.noCounters': 'Your key has no sites (counters). Ask your K50 admin for access.',
    'search.label': 'Phone number',
    'search.placeholder': '+7 999 123-45-67',
    'search.button': 'Find',
    'search.invalid':
      'This does not look like a phone number. Type it with the country code, e.g. +7 999 123-45-67.',
    'tab.title': 'Numbers on this page',
    'tab.none': 'No phone numbers found on this page.',
    'tab.noneHint': 'Type a number above to look it up.',
    'tab.known': 'known',
    'tab.unknown': 'not in call tracking',
    'tab.unknownIndex': 'none in {days} days',
    'tab.coversIndex':
      'Counts cover local data (last {days} days), or the whole history of a number already opened.',
    'tab.counts': '{calls|# call|# calls|# calls|# calls} · {leads|# lead|# leads|# leads|# leads}',
    'tab.open': 'Show history of {phone}',
    'tab.summary': '{known} of {total} known to call tracking',
    'tab.scan': 'Look up numbers on this page',
    'tab.scanning': 'Looking…',
    'tab.optedOut': 'This page asked not to have its phone numbers detected.',
    'tab.optedOutHint':
      'It says so with format-detection “telephone=no”. You can still read its numbers, this once.',
    'tab.lookUpAnyway': 'Look up anyway',
    'tab.source': 'last source {source}',
    'tab.lastActivity': 'last activity {ago}',
    'list.offline': 'Offline: counts and sources are from local data.',
    'list.keyRefused': 'The service refused the API key: counts may be out of date.',
    'list.waiting':
      '{n|# change|# changes|# changes|# changes} saved here, waiting to be sent to the tracker.',
    'waiting.show': 'Show them',
    'waiting.hide': 'Hide',
    'waiting.title': 'Waiting to be sent',
    'waiting.tagAdd': 'Tag “{tag}” on {target}',
    'waiting.tagRemove': 'Remove tag “{tag}” from {target}',
    'waiting.call': 'call {id}',
    'waiting.lead': 'lead {id}',
    'waiting.pending': 'waiting to be sent; retried by itself',
    'waiting.failing': 'not accepted: {reason}',
    'waiting.attempts': '{n|# attempt|# attempts|# attempts|# attempts}',
    'waiting.retry': 'Retry',
    'waiting.discard': 'Discard…',
    'waiting.discardSure': 'Discard this change',
    'waiting.keep': 'Keep it',
    'waiting.discardHint':
      'Discarded, the change is never sent: the tracker keeps what it has. Nothing else is dropped.',
    'list.filter': 'Filter the numbers',
    'list.filterPlaceholder': 'Number, name or source',
    'list.order': 'Newest activity first',
    'list.noMatch': 'None of the {total} numbers matches “{filter}”.',
    'list.clear': 'Clear filter',
    'site.off': 'Tracker Lens is off on {site}.',
    'site.byOrganisation':
      'Your organisation turned Tracker Lens on for {site}: allow it here once.',
    'site.allow': 'Allow {site}',
    'site.offPage': 'Tracker Lens is off on this page.',
    'site.offHint':
      'It reads only the sites you switch on. Switch it on for this site, or look up this page’s numbers once.',
    'site.onNotRunning': 'Tracker Lens is on for {site}, but not yet on this page.',
    'site.switchOn': 'Switch on for {site}',
    'site.start': 'Start on this page',
    'site.asking': 'The browser is asking you to allow {site}: answer its prompt.',
    'site.starting': 'Switching on…',
    'site.denied': 'Access to {site} was not allowed, so Tracker Lens stays off there.',
    'site.failed': 'Tracker Lens could not be switched on for {site}:',
    'site.lookUpOnce': 'Look up once',
    'site.listInOptions': 'The sites Tracker Lens works on are listed in the options.',
    'tab.scanFailed':
      'The browser does not let the extension read this page (browser pages and the web store are closed to extensions).',
    'detail.back': '← Back',
    'detail.refresh': 'Refresh',
    'detail.export': 'Export CSV',
    'detail.exporting': 'Exporting…',
    'detail.loading': 'Loading history…',
    'detail.call': 'Call {phone}',
    'actions.label': 'Actions for this number',
    'actions.record': 'Record a sale',
    'actions.recordFromPage': 'Record a sale for order {id} shown on the page',
    'actions.logCall': 'Log a call',
    'actions.copySource': 'Copy source',
    'actions.copied': 'Copied: {text}',
    'actions.copyFailed': 'The browser did not allow copying. Select the line and copy it: {text}',
    'actions.noSource': 'No marketing source known to copy',
    'actions.call': 'Call',
    'actions.callPageLink': 'Call {phone} with the page’s own link ({link})',
    'outbox.title': 'Tag changes not saved yet',
    'outbox.add': 'add “{tag}”',
    'outbox.remove': 'remove “{tag}”',
    'outbox.pending': 'waiting to be sent',
    'outbox.failing': 'failed: {error}',
    'outbox.retry': 'Retry now',
    'outbox.attempts': '{n|# attempt|# attempts|# attempts|# attempts}',
    tagError: 'The tag change was not accepted:',
    exportError: 'Export failed:',
    settings: 'Options',
  },
  ru: {
    title: 'Tracker Lens',
    loading: 'Загрузка…',
    'noKey.title': 'Подключите аккаунт K50 Трекера',
    'noKey.body':
      'Добавьте API-ключ один раз — и здесь появятся звонки, заявки и рекламные источники номеров с ваших страниц CRM.',
    'noKey.action': 'Открыть настройки',
    'key.invalid': 'Сервис не принял API-ключ. Проверьте его в настройках.',
    'key.unreachable': 'При последней проверке ключа сервис был недоступен.',
    'key.noCounters':
      'У ключа нет ни одного сайта (счётчика). Попросите доступ у администратора K50.',
    'search.label': 'Номер телефона',
    'search.placeholder': '+7 999 123-45-67',
    'search.button': 'Найти',
    'search.invalid':
      'Это не похоже на номер телефона. Введите его с кодом страны, например +7 999 123-45-67.',
    'tab.title': 'Номера на этой странице',
    'tab.none': 'На этой странице номеров не найдено.',
    'tab.noneHint': 'Введите номер выше, чтобы найти его.',
    'tab.known': 'известен',
    'tab.unknown': 'нет в коллтрекинге',
    'tab.unknownIndex': 'нет за {days} дн.',
    'tab.coversIndex':
      'Счёт по локальным данным (последние {days} дн.) или по всей истории уже открытого номера.',
    'tab.counts':
      '{calls|# звонок|# звонка|# звонков|# звонка} · {leads|# заявка|# заявки|# заявок|# заявки}',
    'tab.open': 'Показать историю {phone}',
    'tab.summary': 'Известно коллтрекингу: {known} из {total}',
    'tab.scan': 'Найти номера на этой странице',
    'tab.scanning': 'Ищем…',
    'tab.optedOut': 'Эта страница просит не распознавать на ней номера телефонов.',
    'tab.optedOutHint':
      'Так указано в format-detection «telephone=no». Номера всё равно можно прочитать — один раз.',
    'tab.lookUpAnyway': 'Всё равно найти',
    'tab.source': 'последний источник {source}',
    'tab.lastActivity': 'последняя активность {ago}',
    'list.offline': 'Нет сети: счётчики и источники — из локальных данных.',
    'list.keyRefused': 'Сервис отклонил API-ключ: данные могут быть устаревшими.',
    'list.waiting':
      'Ждут отправки в трекер (сохранены здесь): {n|# изменение|# изменения|# изменений|# изменения}.',
    'waiting.show': 'Показать',
    'waiting.hide': 'Скрыть',
    'waiting.title': 'Ждут отправки',
    'waiting.tagAdd': 'Тег «{tag}»: {target}',
    'waiting.tagRemove': 'Снять тег «{tag}»: {target}',
    'waiting.call': 'звонок {id}',
    'waiting.lead': 'заявка {id}',
    'waiting.pending': 'ждёт отправки; повторяется само',
    'waiting.failing': 'не принято: {reason}',
    'waiting.attempts': '{n|# попытка|# попытки|# попыток|# попытки}',
    'waiting.retry': 'Повторить',
    'waiting.discard': 'Отменить…',
    'waiting.discardSure': 'Отменить это изменение',
    'waiting.keep': 'Оставить',
    'waiting.discardHint':
      'Отменённое изменение не отправляется: в трекере остаётся как было. Больше ничего не удаляется.',
    'list.filter': 'Фильтр номеров',
    'list.filterPlaceholder': 'Номер, имя или источник',
    'list.order': 'Сначала последняя активность',
    'list.noMatch': 'Ни один из {total} номеров не подходит под «{filter}».',
    'list.clear': 'Сбросить фильтр',
    'site.off': 'Tracker Lens выключен на {site}.',
    'site.byOrganisation':
      'Ваша организация включила Tracker Lens для {site}: разрешите это здесь один раз.',
    'site.allow': 'Разрешить {site}',
    'site.offPage': 'Tracker Lens выключен на этой странице.',
    'site.offHint':
      'Он читает только сайты, на которых вы его включили. Включите его для этого сайта или найдите номера этой страницы один раз.',
    'site.onNotRunning': 'Tracker Lens включён для {site}, но на этой странице ещё не запущен.',
    'site.switchOn': 'Включить для {site}',
    'site.start': 'Запустить на этой странице',
    'site.asking': 'Браузер спрашивает, разрешить ли доступ к {site}: ответьте ему.',
    'site.starting': 'Включаем…',
    'site.denied': 'Доступ к {site} не разрешён, поэтому Tracker Lens там выключен.',
    'site.failed': 'Не удалось включить Tracker Lens для {site}:',
    'site.lookUpOnce': 'Найти номера один раз',
    'site.listInOptions': 'Список сайтов, где работает Tracker Lens, — в настройках.',
    'tab.scanFailed':
      'Браузер не даёт расширению читать эту страницу (служебные страницы браузера и магазин расширений закрыты для расширений).',
    'detail.back': '← Назад',
    'detail.refresh': 'Обновить',
    'detail.export': 'Экспорт CSV',
    'detail.exporting': 'Экспорт…',
    'detail.loading': 'Загружаем историю…',
    'detail.call': 'Позвонить на {phone}',
    'actions.label': 'Действия с номером',
    'actions.record': 'Записать продажу',
    'actions.recordFromPage': 'Записать продажу по заказу {id} со страницы',
    'actions.logCall': 'Добавить звонок',
    'actions.copySource': 'Копировать источник',
    'actions.copied': 'Скопировано: {text}',
    'actions.copyFailed': 'Браузер не дал скопировать. Выделите строку и скопируйте её: {text}',
    'actions.noSource': 'Рекламный источник неизвестен — копировать нечего',
    'actions.call': 'Позвонить',
    'actions.callPageLink': 'Позвонить на {phone} по ссылке страницы ({link})',
    'outbox.title': 'Изменения тегов ещё не сохранены',
    'outbox.add': 'добавить «{tag}»',
    'outbox.remove': 'удалить «{tag}»',
    'outbox.pending': 'ждёт отправки',
    'outbox.failing': 'ошибка: {error}',
    'outbox.retry': 'Повторить сейчас',
    'outbox.attempts': '{n|# попытка|# попытки|# попыток|# попытки}',
    tagError: 'Изменение тега не принято:',
    exportError: 'Экспорт не удался:',
    settings: 'Настройки',
  },
};

export type PopupKey = Key;
