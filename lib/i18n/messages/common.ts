import type { Dictionary } from '../translate';

/** Strings shared by every view: error kinds and their remedies. */
export type CommonKey =
  | 'error.not_configured'
  | 'error.auth'
  | 'error.auth.counter'
  | 'writes.keyRefused'
  | 'error.bad_request'
  | 'error.not_found'
  | 'error.conflict'
  | 'error.rate_limited'
  | 'error.server'
  | 'error.network'
  | 'error.timeout'
  | 'error.aborted'
  | 'error.invalid_response'
  | 'error.export_short'
  | 'error.export_capped'
  | 'error.redirect'
  | 'error.outbox_full'
  | 'error.too_many_writes'
  | 'error.storage_full'
  | 'error.invalid_message'
  | 'error.forbidden_sender'
  | 'error.internal'
  | 'action.openOptions'
  | 'action.retry';

export const common: Dictionary<CommonKey> = {
  en: {
    'error.not_configured': 'The extension is not set up yet: add your API key in the options.',
    'error.auth':
      'The service refused the API key: it is mistyped or was revoked. Check it in the options.',
    'error.auth.counter':
      'The key works, but has no access to one of the sites searched (counter). Choose the sites in the options.',
    'writes.keyRefused':
      'Writing is off until the service accepts the API key again (“Check again” in the options).',
    'error.bad_request': 'The service did not understand the request.',
    'error.not_found': 'The service does not know this record.',
    'error.conflict': 'This record already exists.',
    'error.rate_limited': 'Too many requests to the service. Try again in a minute.',
    'error.server': 'The service has a problem right now. Try again in a while.',
    'error.network':
      'The service cannot be reached. Check your network, or the service address in the options.',
    'error.timeout': 'The service did not answer in time. Try again.',
    'error.aborted': 'The request was cancelled.',
    'error.invalid_response': 'The service answered with data the extension does not understand.',
    'error.export_short':
      'The tracker’s CSV listing lacks calls or leads shown here (records of the last minutes may not be in its files yet), so no file missing them was saved. Try again in a few minutes.',
    'error.export_capped':
      'The tracker’s CSV listing stops at 50,000 rows, fewer than it holds for this number, so no cut file was saved. Export the calls or leads by date in the workspace instead.',
    'error.redirect':
      'The service address redirects elsewhere; the key was not sent there. Check the address in the options.',
    'error.outbox_full':
      'Too many tag changes are waiting to be sent. Wait until the service accepts them, or retry the failing ones in the popup.',
    'error.too_many_writes':
      'Too many tag changes from this page in a short time. Try again in a minute.',
    'error.storage_full':
      'Not saved: the browser’s storage for the extension is full. Free some disk space, or clear local data in the options, then try again.',
    'error.invalid_message': 'The extension received a malformed request.',
    'error.forbidden_sender': 'This action is only allowed from the extension’s own pages.',
    'error.internal': 'Something went wrong inside the extension. Reload the page and try again.',
    'action.openOptions': 'Open options',
    'action.retry': 'Retry',
  },
  ru: {
    'error.not_configured': 'Расширение ещё не настроено: добавьте API-ключ в настройках.',
    'error.auth':
      'Сервис не принял API-ключ: он введён с ошибкой или отозван. Проверьте его в настройках.',
    'error.auth.counter':
      'Ключ работает, но у него нет доступа к одному из сайтов поиска (счётчику). Выберите сайты в настройках.',
    'writes.keyRefused':
      'Запись отключена, пока сервис снова не примет API-ключ («Проверить снова» в настройках).',
    'error.bad_request': 'Сервис не понял запрос.',
    'error.not_found': 'Сервис не знает такой записи.',
    'error.conflict': 'Такая запись уже есть.',
    'error.rate_limited': 'Слишком много запросов к сервису. Повторите через минуту.',
    'error.server': 'У сервиса сейчас проблема. Повторите чуть позже.',
    'error.network':
      'Сервис недоступен. Проверьте подключение к сети или адрес сервиса в настройках.',
    'error.timeout': 'Сервис не ответил вовремя. Повторите попытку.',
    'error.aborted': 'Запрос отменён.',
    'error.invalid_response': 'Сервис ответил данными, которые расширение не понимает.',
    'error.export_short':
      'В CSV-выгрузке трекера нет части показанных здесь звонков или заявок (записи последних минут могут ещё не попасть в его файлы), поэтому неполный файл не сохранён. Попробуйте через несколько минут.',
    'error.export_capped':
      'CSV-выгрузка трекера обрывается на 50 000 строк, а у этого номера их больше, поэтому обрезанный файл не сохранён. Выгрузите звонки или заявки по датам в рабочей области.',
    'error.redirect':
      'Адрес сервиса перенаправляет на другой адрес; ключ туда не отправлен. Проверьте адрес в настройках.',
    'error.outbox_full':
      'Слишком много изменений тегов ждут отправки. Дождитесь, пока сервис их примет, или повторите неудавшиеся во всплывающем окне.',
    'error.too_many_writes':
      'Слишком много изменений тегов с этой страницы за короткое время. Повторите через минуту.',
    'error.storage_full':
      'Не сохранено: хранилище браузера для расширения заполнено. Освободите место на диске или очистите локальные данные в настройках и повторите.',
    'error.invalid_message': 'Расширение получило некорректный запрос.',
    'error.forbidden_sender': 'Это действие доступно только со страниц самого расширения.',
    'error.internal': 'Внутренняя ошибка расширения. Обновите страницу и попробуйте снова.',
    'action.openOptions': 'Открыть настройки',
    'action.retry': 'Повторить',
  },
};
