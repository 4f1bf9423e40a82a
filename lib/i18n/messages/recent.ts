import type { Dictionary } from '../translate';

/** Strings of the Recent calls view, its notifications and their switch in the options. */
type Key =
  | 'open'
  | 'title'
  | 'back'
  | 'since.label'
  | 'since.today'
  | 'since.twoDays'
  | 'since.week'
  | 'asOf'
  | 'down.unreachable'
  | 'down.offline'
  | 'down.slow'
  | 'down.nothingYet'
  | 'filling'
  | 'fillingFrom'
  | 'none'
  | 'truncated'
  | 'summary'
  | 'group.calls'
  | 'call.missed'
  | 'call.answered'
  | 'onPage'
  | 'showDetail'
  | 'callBack'
  | 'copySource'
  | 'noSource'
  | 'copied'
  | 'copyFailed'
  | 'findInCrm'
  | 'findIn'
  | 'findCopies'
  | 'numberCopied'
  | 'tags'
  | 'alerts.title'
  | 'alerts.missed'
  | 'alerts.hint'
  | 'alerts.callBack'
  | 'alerts.noButtons'
  | 'alerts.asking'
  | 'alerts.denied'
  | 'alerts.failed'
  | 'notify.title'
  | 'notify.body'
  | 'notify.more';

export const recent: Dictionary<Key> = {
  en: {
    open: 'Recent calls',
    title: 'Recent calls',
    back: 'Numbers on this page',
    'since.label': 'Calls since',
    'since.today': 'Today',
    'since.twoDays': 'Today and yesterday',
    'since.week': 'Last 7 days',
    asOf: 'Up to date as of {time}; checks the tracker every minute while open.',
    'down.unreachable':
      'The tracker could not be reached: these are the calls known as of {time}. Trying again in a minute.',
    'down.offline': 'Offline: these are the calls known as of {time}.',
    'down.slow':
      'The tracker is answering too slowly: these are the calls known as of {time}. Trying again in a minute.',
    'down.nothingYet':
      'The tracker could not be reached, and no calls are stored on this computer yet. Check the connection and the service address in the options.',
    filling: 'Loading calls from the tracker for the first time…',
    fillingFrom: 'Still loading calls from the tracker: complete from {time}.',
    none: 'No calls since {time}.',
    truncated: 'Showing the newest {n} calls.',
    summary:
      '{callers|# caller|# callers|# callers|# callers} · {calls|# call|# calls|# calls|# calls} · {missed} missed',
    'group.calls': '{n|# call|# calls|# calls|# calls}',
    'call.missed': 'Missed',
    'call.answered': 'Answered',
    onPage: 'On this page',
    showDetail: 'Show history of {phone}',
    callBack: 'Call back',
    copySource: 'Copy source',
    noSource: 'No source known',
    copied: 'Copied: {text}',
    copyFailed: 'The browser did not allow copying. Select and copy: {text}',
    findInCrm: 'Find in CRM',
    findIn: 'Open a search for {phone} in {crm}',
    findCopies: 'No CRM search address is known here: copies the number',
    numberCopied: 'No CRM search address known here: the number {phone} is copied.',
    tags: 'Tags',
    'alerts.title': 'Notifications',
    'alerts.missed': 'Notify me of new missed calls',
    'alerts.hint':
      'While on, the tracker is checked once a minute (one request per site) and a desktop notification tells of each new missed call; clicking it opens the number. Turning it on asks the browser for permission to show notifications.',
    'alerts.callBack': 'Its Call back button hands the number to your calling app.',
    'alerts.noButtons':
      'Firefox notifications have no buttons, so there is no Call back on them: the click opens the number in the workspace, where Call back is one click away.',
    'alerts.asking': 'The browser is asking you to allow notifications…',
    'alerts.denied': 'Notifications were not allowed, so they stay off.',
    'alerts.failed': 'The switch could not be saved: {message}',
    'notify.title': 'Missed call: {phone}',
    'notify.body': '{time} · {source}',
    'notify.more':
      '{n|# more missed call|# more missed calls|# more missed calls|# more missed calls}',
  },
  ru: {
    // Short enough for the popup's 400 px header; its accessible name is the title.
    open: 'Звонки',
    title: 'Недавние звонки',
    back: 'Номера на странице',
    'since.label': 'Звонки с',
    'since.today': 'Сегодня',
    'since.twoDays': 'Сегодня и вчера',
    'since.week': 'За 7 дней',
    asOf: 'Данные на {time}; пока список открыт, трекер проверяется раз в минуту.',
    'down.unreachable':
      'Трекер недоступен: показаны звонки, известные на {time}. Повторим через минуту.',
    'down.offline': 'Нет сети: показаны звонки, известные на {time}.',
    'down.slow':
      'Трекер отвечает слишком медленно: показаны звонки, известные на {time}. Повторим через минуту.',
    'down.nothingYet':
      'Трекер недоступен, а на этом компьютере звонков ещё нет. Проверьте связь и адрес сервиса в настройках.',
    filling: 'Звонки загружаются из трекера впервые…',
    fillingFrom: 'Звонки ещё загружаются из трекера: полностью — с {time}.',
    none: 'С {time} звонков не было.',
    truncated: 'Показаны последние {n} звонков.',
    summary:
      '{callers|# абонент|# абонента|# абонентов|# абонента} · {calls|# звонок|# звонка|# звонков|# звонка} · пропущено {missed}',
    'group.calls': '{n|# звонок|# звонка|# звонков|# звонка}',
    'call.missed': 'Пропущен',
    'call.answered': 'Принят',
    onPage: 'На этой странице',
    showDetail: 'Показать историю {phone}',
    callBack: 'Перезвонить',
    copySource: 'Копировать источник',
    noSource: 'Источник неизвестен',
    copied: 'Скопировано: {text}',
    copyFailed: 'Браузер не разрешил копирование. Выделите и скопируйте: {text}',
    findInCrm: 'Найти в CRM',
    findIn: 'Открыть поиск {phone} в {crm}',
    findCopies: 'Адрес поиска CRM здесь неизвестен: номер копируется',
    numberCopied: 'Адрес поиска CRM здесь неизвестен: номер {phone} скопирован.',
    tags: 'Теги',
    'alerts.title': 'Уведомления',
    'alerts.missed': 'Сообщать о новых пропущенных звонках',
    'alerts.hint':
      'Когда включено, трекер проверяется раз в минуту (один запрос на сайт), и уведомление на рабочем столе сообщает о каждом новом пропущенном звонке; щелчок по нему открывает номер. При включении браузер спросит разрешение показывать уведомления.',
    'alerts.callBack': 'Кнопка «Перезвонить» в нём передаёт номер вашей программе для звонков.',
    'alerts.noButtons':
      'В уведомлениях Firefox не бывает кнопок, поэтому «Перезвонить» в них нет: щелчок открывает номер в рабочей области, где «Перезвонить» — в один щелчок.',
    'alerts.asking': 'Браузер спрашивает разрешение на уведомления…',
    'alerts.denied': 'Уведомления не разрешены, поэтому они выключены.',
    'alerts.failed': 'Не удалось сохранить переключатель: {message}',
    'notify.title': 'Пропущенный звонок: {phone}',
    'notify.body': '{time} · {source}',
    'notify.more':
      '{n|Ещё # пропущенный звонок|Ещё # пропущенных звонка|Ещё # пропущенных звонков|Ещё # пропущенного звонка}',
  },
};
