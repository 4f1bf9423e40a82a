import type { Dictionary } from '../translate';

/** Strings of the options page. */
type Key =
  | 'title'
  | 'intro'
  | 'nav.label'
  | 'saved'
  | 'loading'
  | 'key.title'
  | 'key.label'
  | 'key.placeholder'
  | 'key.save'
  | 'key.checking'
  | 'key.replace'
  | 'key.cancel'
  | 'key.rejectedInvalid'
  | 'key.rejectedUnreachable'
  | 'key.rejectedKept'
  | 'key.tryAgain'
  | 'key.saveUnchecked'
  | 'key.clear'
  | 'key.recheck'
  | 'key.stored'
  | 'key.missing'
  | 'key.valid'
  | 'key.invalid'
  | 'key.invalidHint'
  | 'key.noCounters'
  | 'key.noCountersHint'
  | 'key.unreachable'
  | 'key.unreachableHint'
  | 'key.rejectedUnreachableHint'
  | 'key.where'
  | 'baseUrl.title'
  | 'baseUrl.label'
  | 'baseUrl.hint'
  | 'baseUrl.save'
  | 'baseUrl.reset'
  | 'baseUrl.invalid'
  | 'baseUrl.denied'
  | 'baseUrl.asking'
  | 'sites.asking'
  | 'region.title'
  | 'region.label'
  | 'region.hint'
  | 'region.others.label'
  | 'region.others.hint'
  | 'region.others.add'
  | 'region.others.remove'
  | 'sites.title'
  | 'sites.hint'
  | 'sites.on'
  | 'sites.off'
  | 'sites.custom'
  | 'sites.customLabel'
  | 'sites.customPlaceholder'
  | 'sites.customAdd'
  | 'sites.customRemove'
  | 'sites.customNone'
  | 'sites.denied'
  | 'sites.invalidDomain'
  | 'sites.failed'
  | 'sites.cueTitle'
  | 'sites.cue'
  | 'sites.cueHint'
  | 'sites.cueSite'
  | 'sites.regionTitle'
  | 'sites.regionHint'
  | 'sites.regionDefault'
  | 'counters.title'
  | 'counters.hint'
  | 'counters.needKey'
  | 'counters.none'
  | 'counters.selectAll'
  | 'counters.selected'
  | 'counters.noneSelected'
  | 'counters.refresh'
  | 'data.title'
  | 'data.window'
  | 'data.windowHint'
  | 'data.cap'
  | 'data.capOf'
  | 'data.capped'
  | 'data.stopped.repeated_link'
  | 'data.stopped.past_total'
  | 'data.stopped.past_window'
  | 'data.state.idle'
  | 'data.state.syncing'
  | 'data.state.error'
  | 'data.state.empty'
  | 'data.lastSync'
  | 'data.neverSynced'
  | 'data.size'
  | 'data.sizeMeasured'
  | 'data.progress'
  | 'data.paused'
  | 'data.covers'
  | 'data.startsAt'
  | 'data.firstSync'
  | 'data.firstSyncSoon'
  | 'data.firstSyncLeft'
  | 'data.pace.shared'
  | 'data.pace.perSecond'
  | 'data.pace.every'
  | 'data.state.notSynced'
  | 'data.sync'
  | 'data.syncNeedsKey'
  | 'data.clear'
  | 'data.clearConfirm'
  | 'data.clearYes'
  | 'data.clearNo'
  | 'data.cleared'
  | 'privacy.title'
  | 'privacy.leaves'
  | 'privacy.nothingElse'
  | 'privacy.stored'
  | 'privacy.policy'
  | 'language.title'
  | 'language.label'
  | 'language.auto'
  | 'language.en'
  | 'language.ru';

export const options: Dictionary<Key> = {
  en: {
    title: 'Tracker Lens options',
    intro:
      'See K50 Tracker calls, leads and marketing sources for phone numbers right on your CRM pages.',
    'nav.label': 'Options sections',
    saved: 'Saved',
    loading: 'Loading…',
    'key.title': '2. API key',
    'key.label': 'K50 Tracker API key',
    'key.placeholder': 'Paste your API key',
    'key.save': 'Save and check',
    'key.checking': 'Checking the key with the service…',
    'key.replace': 'Replace key',
    'key.cancel': 'Cancel',
    'key.rejectedInvalid': 'The service refused this key; it was not saved.',
    'key.rejectedUnreachable':
      'This key could not be checked: the service is unreachable. It was not saved.',
    'key.rejectedKept': 'Your saved key is unchanged and still in use.',
    'key.tryAgain': 'Try again',
    'key.saveUnchecked': 'Save without checking',
    'key.clear': 'Remove key',
    'key.recheck': 'Check again',
    'key.stored': 'A key is saved: ••••••••',
    'key.missing': 'No key yet. Paste the API key of your K50 Tracker account.',
    'key.valid':
      'The key works: {n|# site (counter) is|# sites (counters) are|# sites (counters) are|# sites (counters) are} available.',
    'key.invalid': 'The key was refused: the service does not accept it.',
    'key.invalidHint':
      'Copy the key again from your K50 Tracker account (no spaces) or ask your administrator for a new one.',
    'key.noCounters': 'The key is accepted, but it has no sites (counters).',
    'key.noCountersHint':
      'Ask your K50 Tracker administrator to give this key access to your sites.',
    'key.unreachable': 'The service could not be reached.',
    'key.unreachableHint':
      'Check your network connection and the service address above, then press “Check again”.',
    // Said next to the key just typed, whose button is "Try again" (the saved key's is "Check again").
    'key.rejectedUnreachableHint':
      'Check your network connection and the service address above, then press “Try again”.',
    'key.where':
      'The key is kept in this browser and sent only to the tracker service. It is never shown again.',
    'baseUrl.title': '1. Service address',
    'baseUrl.label': 'API address',
    'baseUrl.hint':
      'Leave the default unless your company uses its own K50 Tracker server. The browser will ask to allow access to a new address.',
    'baseUrl.save': 'Use this address',
    'baseUrl.asking':
      'The browser is asking you to allow access to this address: answer its prompt.',
    'sites.asking': 'The browser is asking you to allow access to {site}: answer its prompt.',
    'baseUrl.reset': 'Use default',
    'baseUrl.invalid': 'Enter a full address starting with https://',
    'baseUrl.denied':
      'Access to this address was not allowed, so it was not saved. Try again and choose “Allow”.',
    'region.title': 'Phone numbers',
    'region.label': 'Default country',
    'region.hint':
      'Numbers written without a country code (8 999 123-45-67, 999 123-45-67) are read as numbers of this country.',
    'region.others.label': 'Other countries',
    'region.others.hint':
      'A number this country cannot read is tried as a number of these, as it is on pages in their language or next to their place names (“London”, “Минск”).',
    'region.others.add': 'Add a country…',
    'region.others.remove': 'Remove',
    'sites.title': '3. Where the extension works',
    'sites.hint':
      'Switch on the CRMs you use. The browser asks once to allow access to each; the extension reads pages of those sites only.',
    'sites.on': 'On',
    'sites.off': 'Off',
    'sites.custom': 'Other sites',
    'sites.customLabel': 'Site address',
    'sites.customPlaceholder': 'crm.example.com or *.example.com',
    'sites.customAdd': 'Add site',
    'sites.customRemove': 'Remove {host}',
    'sites.customNone': 'No other sites.',
    'sites.denied': 'Access to {subject} was not allowed. Switch it on again and choose “Allow”.',
    'sites.invalidDomain': '“{subject}” is not a site address. Example: crm.example.com',
    'sites.failed': 'Could not change access to {subject}.',
    'sites.cueTitle': 'Marks on pages',
    'sites.cue': 'Mark recognised numbers on pages',
    'sites.cueHint':
      'A thin dotted line under each number that has a card. Drawn over the page, which stays as it is.',
    'sites.cueSite': 'Mark numbers on {site}',
    'sites.regionTitle': 'Country of each site’s customers',
    'sites.regionHint':
      'Numbers written without a country code are read in this country on the site, unless the record itself names another (its address, its other numbers).',
    'sites.regionDefault': 'Your default: {region}',
    'counters.title': '4. Sites to search',
    'counters.hint': 'Lookups search the call tracking of the checked sites (counters).',
    'counters.needKey': 'Add a working API key first; its sites will appear here.',
    'counters.none': 'The key has no sites (counters).',
    'counters.selectAll': 'Select all',
    'counters.selected': '{n} of {total} selected',
    'counters.noneSelected': 'No site is selected: lookups will find nothing.',
    'counters.refresh': 'Reload the list',
    'data.title': 'Local data',
    'data.window': 'Keep calls and leads of the last (days)',
    'data.windowHint':
      'Recent calls and leads are kept in this browser so numbers are found instantly.',
    'data.cap': 'Space the kept calls and leads may take (MB)',
    'data.capOf': 'Limit {size}: at most {rows} records, the newest kept',
    'data.capped':
      'The space limit was reached: calls and leads since {time} are kept, the newest. Raise the limit to keep more.',
    'data.stopped.repeated_link':
      "The service's list for site {counter} did not end (the same next-page link again), so the sync stopped reading it. Check the service address: some records may be missing here.",
    'data.stopped.past_total':
      "The service's list for site {counter} did not end (more records than it said it had), so the sync stopped reading it. Check the service address: some records may be missing here.",
    'data.stopped.past_window':
      "The service's list for site {counter} did not end (records older than the date asked for), so the sync stopped reading it. Check the service address: some records may be missing here.",
    'data.state.idle': 'Up to date',
    'data.state.syncing': 'Syncing…',
    'data.state.error': 'Last sync failed',
    'data.state.empty': 'Nothing stored yet',
    'data.lastSync': 'Last sync: {time}',
    'data.neverSynced': 'Not synced yet',
    'data.size':
      '{calls|# call|# calls|# calls|# calls} and {leads|# lead|# leads|# leads|# leads}, about {size}',
    'data.sizeMeasured':
      '{calls|# call|# calls|# calls|# calls} and {leads|# lead|# leads|# leads|# leads}; the browser counts {size} stored',
    'data.progress': 'Site {counter}: {done} records loaded',
    'data.paused':
      'Paused: the service limits requests for this key. Resumes at {time}; nothing loaded so far is lost.',
    'data.covers':
      'Filled newest first: the last {days} {days|day|days|days|days} of {window} are complete.',
    'data.startsAt':
      'The first sync starts at {time}: browsers given this key together start a little apart.',
    'data.firstSync': 'First sync {percent}% done.',
    'data.firstSyncSoon': 'First sync {percent}% done, under a minute left.',
    'data.firstSyncLeft': 'First sync {percent}% done, about {minutes} min left.',
    'data.pace.shared':
      'The tracker limits this key: this browser asks {pace} and leaves the rest to the other browsers on it.',
    'data.pace.perSecond': 'about {rate} {rate|request|requests|requests|requests} a second',
    'data.pace.every': 'about 1 request every {seconds} s',
    'data.state.notSynced': 'Not synced yet',
    'data.sync': 'Sync now',
    'data.syncNeedsKey': 'Save your API key above first: there is nothing to sync without it.',
    'data.clear': 'Clear local data',
    'data.clearConfirm':
      'Delete the calls and leads stored in this browser? Your key, these options, and the tag changes, orders and hand-logged calls waiting to be sent stay.',
    'data.clearYes': 'Delete',
    'data.clearNo': 'Cancel',
    'data.cleared': 'Local data deleted.',
    'privacy.title': 'What leaves your browser',
    'privacy.leaves':
      'Only your API key, the phone numbers you look up and what you write (tags, orders you record, calls you log by hand) go to the tracker service at {baseUrl}.',
    'privacy.nothingElse':
      'Nothing else is sent anywhere: no page contents, no browsing history, no analytics.',
    'privacy.stored':
      'Stored in this browser: the API key, these options, recent calls and leads of the selected sites, and the tag changes, orders and hand-logged calls waiting to be sent.',
    'privacy.policy':
      'Privacy policy: what is read, sent and stored, for how long, and how to delete it',
    'language.title': 'Language',
    'language.label': 'Interface language',
    'language.auto': 'Same as the browser',
    'language.en': 'English',
    'language.ru': 'Русский',
  },
  ru: {
    title: 'Настройки Tracker Lens',
    intro:
      'Звонки, заявки и рекламные источники из K50 Трекера для номеров телефонов прямо на страницах вашей CRM.',
    'nav.label': 'Разделы настроек',
    saved: 'Сохранено',
    loading: 'Загрузка…',
    'key.title': '2. API-ключ',
    'key.label': 'API-ключ K50 Трекера',
    'key.placeholder': 'Вставьте API-ключ',
    'key.save': 'Сохранить и проверить',
    'key.checking': 'Проверяем ключ в сервисе…',
    'key.replace': 'Заменить ключ',
    'key.cancel': 'Отмена',
    'key.rejectedInvalid': 'Сервис не принял этот ключ; он не сохранён.',
    'key.rejectedUnreachable': 'Этот ключ не проверить: сервис недоступен. Он не сохранён.',
    'key.rejectedKept': 'Сохранённый ключ не изменился и работает как прежде.',
    'key.tryAgain': 'Попробовать снова',
    'key.saveUnchecked': 'Сохранить без проверки',
    'key.clear': 'Удалить ключ',
    'key.recheck': 'Проверить снова',
    'key.stored': 'Ключ сохранён: ••••••••',
    'key.missing': 'Ключа пока нет. Вставьте API-ключ вашего аккаунта K50 Трекера.',
    'key.valid':
      'Ключ работает: {n|доступен # сайт (счётчик)|доступно # сайта (счётчика)|доступно # сайтов (счётчиков)|доступно # сайта (счётчика)}.',
    'key.invalid': 'Ключ отклонён: сервис его не принимает.',
    'key.invalidHint':
      'Скопируйте ключ из аккаунта K50 Трекера ещё раз (без пробелов) или попросите новый у администратора.',
    'key.noCounters': 'Ключ принят, но у него нет ни одного сайта (счётчика).',
    'key.noCountersHint': 'Попросите администратора K50 Трекера дать ключу доступ к вашим сайтам.',
    'key.unreachable': 'Сервис недоступен.',
    'key.unreachableHint':
      'Проверьте подключение к сети и адрес сервиса выше, затем нажмите «Проверить снова».',
    'key.rejectedUnreachableHint':
      'Проверьте подключение к сети и адрес сервиса выше, затем нажмите «Попробовать снова».',
    'key.where':
      'Ключ хранится в этом браузере и отправляется только в сервис трекинга. Повторно он не показывается.',
    'baseUrl.title': '1. Адрес сервиса',
    'baseUrl.label': 'Адрес API',
    'baseUrl.hint':
      'Оставьте адрес по умолчанию, если у компании нет своего сервера K50 Трекера. Для нового адреса браузер попросит разрешение.',
    'baseUrl.save': 'Использовать адрес',
    'baseUrl.asking':
      'Браузер спрашивает разрешение на доступ к этому адресу: ответьте на его запрос.',
    'sites.asking': 'Браузер спрашивает разрешение на доступ к {site}: ответьте на его запрос.',
    'baseUrl.reset': 'По умолчанию',
    'baseUrl.invalid': 'Введите полный адрес, начиная с https://',
    'baseUrl.denied':
      'Доступ к адресу не разрешён, поэтому он не сохранён. Попробуйте снова и выберите «Разрешить».',
    'region.title': 'Номера телефонов',
    'region.label': 'Страна по умолчанию',
    'region.hint':
      'Номера без кода страны (8 999 123-45-67, 999 123-45-67) считаются номерами этой страны.',
    'region.others.label': 'Другие страны',
    'region.others.hint':
      'Номер, который не подходит стране по умолчанию, проверяется как номер этих стран — так же, как на страницах на их языке или рядом с их городами («London», «Минск»).',
    'region.others.add': 'Добавить страну…',
    'region.others.remove': 'Убрать',
    'sites.title': '3. Где работает расширение',
    'sites.hint':
      'Включите CRM, с которыми работаете. Браузер один раз попросит разрешение для каждой; расширение читает только страницы этих сайтов.',
    'sites.on': 'Вкл.',
    'sites.off': 'Выкл.',
    'sites.custom': 'Другие сайты',
    'sites.customLabel': 'Адрес сайта',
    'sites.customPlaceholder': 'crm.example.ru или *.example.ru',
    'sites.customAdd': 'Добавить сайт',
    'sites.customRemove': 'Удалить {host}',
    'sites.customNone': 'Других сайтов нет.',
    'sites.denied': 'Доступ к {subject} не разрешён. Включите снова и выберите «Разрешить».',
    'sites.invalidDomain': '«{subject}» — не адрес сайта. Пример: crm.example.ru',
    'sites.failed': 'Не удалось изменить доступ к {subject}.',
    'sites.cueTitle': 'Подчёркивание номеров на страницах',
    'sites.cue': 'Отмечать найденные номера на страницах',
    'sites.cueHint':
      'Тонкая пунктирная линия под каждым номером, для которого есть карточка. Рисуется поверх страницы, сама страница не меняется.',
    'sites.cueSite': 'Отмечать номера на {site}',
    'sites.regionTitle': 'Страна клиентов каждого сайта',
    'sites.regionHint':
      'Номера без кода страны читаются на сайте как номера этой страны, если сама запись не называет другую (адрес, другие номера).',
    'sites.regionDefault': 'Ваша по умолчанию: {region}',
    'counters.title': '4. Сайты для поиска',
    'counters.hint': 'Поиск идёт по коллтрекингу отмеченных сайтов (счётчиков).',
    'counters.needKey': 'Сначала добавьте рабочий API-ключ — здесь появятся его сайты.',
    'counters.none': 'У ключа нет сайтов (счётчиков).',
    'counters.selectAll': 'Выбрать все',
    'counters.selected': 'Выбрано {n} из {total}',
    'counters.noneSelected': 'Не выбран ни один сайт: поиск ничего не найдёт.',
    'counters.refresh': 'Обновить список',
    'data.title': 'Локальные данные',
    'data.window': 'Хранить звонки и заявки за последние (дней)',
    'data.windowHint':
      'Недавние звонки и заявки хранятся в этом браузере, чтобы номера находились мгновенно.',
    'data.cap': 'Место под звонки и заявки (МБ)',
    'data.capOf': 'Предел {size}: не больше {rows} записей, хранятся самые новые',
    'data.capped':
      'Предел места достигнут: хранятся звонки и заявки начиная с {time}, самые новые. Увеличьте предел, чтобы хранить больше.',
    'data.stopped.repeated_link':
      'Список сервиса для сайта {counter} не заканчивался (та же ссылка на следующую страницу), и синхронизация перестала его читать. Проверьте адрес сервиса: здесь может не хватать записей.',
    'data.stopped.past_total':
      'Список сервиса для сайта {counter} не заканчивался (записей больше, чем сервис сам указал), и синхронизация перестала его читать. Проверьте адрес сервиса: здесь может не хватать записей.',
    'data.stopped.past_window':
      'Список сервиса для сайта {counter} не заканчивался (записи старше запрошенной даты), и синхронизация перестала его читать. Проверьте адрес сервиса: здесь может не хватать записей.',
    'data.state.idle': 'Актуально',
    'data.state.syncing': 'Синхронизация…',
    'data.state.error': 'Последняя синхронизация не удалась',
    'data.state.empty': 'Пока ничего не сохранено',
    'data.lastSync': 'Последняя синхронизация: {time}',
    'data.neverSynced': 'Ещё не синхронизировано',
    'data.size':
      '{calls|# звонок|# звонка|# звонков|# звонка} и {leads|# заявка|# заявки|# заявок|# заявки}, около {size}',
    'data.sizeMeasured':
      '{calls|# звонок|# звонка|# звонков|# звонка} и {leads|# заявка|# заявки|# заявок|# заявки}; браузер насчитал {size}',
    'data.progress': 'Сайт {counter}: загружено записей — {done}',
    'data.paused':
      'Пауза: сервис ограничивает запросы по этому ключу. Продолжится в {time}; загруженное не пропадёт.',
    'data.covers':
      'Загружается с новых: полностью есть последние {days} {days|день|дня|дней|дня} из {window}.',
    'data.startsAt':
      'Первая синхронизация начнётся в {time}: браузеры, получившие этот ключ одновременно, начинают не все сразу.',
    'data.firstSync': 'Первая синхронизация: готово {percent}%.',
    'data.firstSyncSoon': 'Первая синхронизация: готово {percent}%, осталось меньше минуты.',
    'data.firstSyncLeft': 'Первая синхронизация: готово {percent}%, осталось около {minutes} мин.',
    'data.pace.shared':
      'Трекер ограничивает этот ключ: этот браузер отправляет {pace}, остальное оставляет другим браузерам с этим ключом.',
    'data.pace.perSecond': 'около {rate} {rate|запроса|запросов|запросов|запроса} в секунду',
    'data.pace.every': 'примерно 1 запрос раз в {seconds} с',
    'data.state.notSynced': 'Ещё не синхронизировано',
    'data.sync': 'Синхронизировать',
    'data.syncNeedsKey': 'Сначала сохраните API-ключ выше: без него синхронизировать нечего.',
    'data.clear': 'Удалить локальные данные',
    'data.clearConfirm':
      'Удалить звонки и заявки, сохранённые в этом браузере? Ключ, настройки и ещё не отправленные изменения тегов, заказы и звонки, внесённые вручную, останутся.',
    'data.clearYes': 'Удалить',
    'data.clearNo': 'Отмена',
    'data.cleared': 'Локальные данные удалены.',
    'privacy.title': 'Что уходит из браузера',
    'privacy.leaves':
      'Только API-ключ, номера, которые вы ищете, и то, что вы записываете (теги, заказы, звонки, внесённые вручную), — в сервис трекинга по адресу {baseUrl}.',
    'privacy.nothingElse':
      'Больше ничего никуда не отправляется: ни содержимое страниц, ни история, ни аналитика.',
    'privacy.stored':
      'В браузере хранятся: API-ключ, эти настройки, недавние звонки и заявки выбранных сайтов и ещё не отправленные изменения тегов, заказы и звонки, внесённые вручную.',
    'privacy.policy':
      'Политика конфиденциальности: что читается, отправляется и хранится, сколько и как это удалить',
    'language.title': 'Язык',
    'language.label': 'Язык интерфейса',
    'language.auto': 'Как в браузере',
    'language.en': 'English',
    'language.ru': 'Русский',
  },
};

export type OptionsKey = Key;
