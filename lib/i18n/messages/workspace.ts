import type { Dictionary } from '../translate';

/** Strings of the workspace page. */
type Key =
  | 'title'
  | 'open'
  | 'openHint'
  | 'counter'
  | 'noCounters'
  | 'nav.label'
  | 'view.pools'
  | 'view.tags'
  | 'view.orders'
  | 'view.exports'
  | 'view.bi'
  | 'view.number'
  | 'loading'
  | 'reload'
  | 'fetched'
  | 'unreadable'
  | 'pools.name'
  | 'pools.type'
  | 'pools.numbers'
  | 'pools.active'
  | 'pools.none'
  | 'pools.type.dynamic'
  | 'pools.type.static'
  | 'yes'
  | 'no'
  | 'unknown'
  | 'tags.name'
  | 'tags.calls'
  | 'tags.leads'
  | 'tags.none'
  | 'orders.none'
  | 'orders.count'
  | 'orders.date'
  | 'orders.id'
  | 'orders.revenue'
  | 'orders.margin'
  | 'orders.phone'
  | 'orders.contact'
  | 'orders.tags'
  | 'orders.pageTotals'
  | 'pager.prev'
  | 'pager.next'
  | 'pager.page'
  | 'exports.intro'
  | 'exports.from'
  | 'exports.to'
  | 'exports.calls'
  | 'exports.leads'
  | 'exports.counters'
  | 'exports.badPeriod'
  | 'exports.running'
  | 'exports.runningTotal'
  | 'exports.done'
  | 'exports.paged'
  | 'exports.capped'
  | 'exports.failed'
  | 'exports.cancel'
  | 'bi.tableId'
  | 'bi.open'
  | 'bi.badId'
  | 'bi.recent'
  | 'bi.recentTable'
  | 'bi.schema'
  | 'bi.column'
  | 'bi.type'
  | 'bi.loading'
  | 'bi.loadingTotal'
  | 'bi.loaded'
  | 'bi.capped'
  | 'bi.unreadable'
  | 'bi.filter'
  | 'bi.filterHint'
  | 'bi.sortAsc'
  | 'bi.sortDesc'
  | 'bi.sortBy'
  | 'bi.shown'
  | 'bi.export'
  | 'bi.chart'
  | 'bi.chartColumns'
  | 'bi.chartNone'
  | 'bi.chartLoading'
  | 'bi.chartFailed'
  | 'number.none'
  | 'number.title'
  | 'number.open'
  | 'number.label'
  | 'number.invalid';

export const workspace: Dictionary<Key> = {
  en: {
    title: 'Tracker Lens workspace',
    open: 'Workspace',
    openHint: 'Orders, pools, tags, CSV downloads and BI tables, in a new tab',
    counter: 'Site (counter)',
    noCounters: 'The key sees no counters.',
    'nav.label': 'Workspace sections',
    'view.pools': 'Pools',
    'view.tags': 'Tags',
    'view.orders': 'Orders',
    'view.exports': 'CSV downloads',
    'view.bi': 'BI tables',
    'view.number': 'Number',
    loading: 'Loading…',
    reload: 'Reload',
    fetched: 'From the tracker, {time}.',
    unreadable:
      '{n|# item|# items|# items|# items} of the answer could not be read and are not shown: {details}',
    'pools.name': 'Name',
    'pools.type': 'Type',
    'pools.numbers': 'Numbers',
    'pools.active': 'Active',
    'pools.none': 'This counter has no pools.',
    'pools.type.dynamic': 'dynamic',
    'pools.type.static': 'static',
    yes: 'yes',
    no: 'no',
    unknown: 'not said',
    'tags.name': 'Tag',
    'tags.calls': 'Calls',
    'tags.leads': 'Leads',
    'tags.none': 'No tags in this counter.',
    'orders.none': 'No orders in this counter.',
    'orders.count': '{n|# order|# orders|# orders|# orders} in all',
    'orders.date': 'Date',
    'orders.id': 'Order',
    'orders.revenue': 'Revenue',
    'orders.margin': 'Margin',
    'orders.phone': 'Caller',
    'orders.contact': 'Contact',
    'orders.tags': 'Tags',
    'orders.pageTotals': 'This page: revenue {revenue}, margin {margin}',
    'pager.prev': 'Previous page',
    'pager.next': 'Next page',
    'pager.page': 'Page {page} of {pages}',
    'exports.intro':
      'Files made by the tracker’s own CSV listings, for the chosen counter and period (calls and leads) or the whole account (counters).',
    'exports.from': 'From',
    'exports.to': 'To (inclusive)',
    'exports.calls': 'Download calls',
    'exports.leads': 'Download leads',
    'exports.counters': 'Download counters',
    'exports.badPeriod': 'Choose a period whose start is not after its end.',
    'exports.running': 'Page {pages}: {rows} rows so far…',
    'exports.runningTotal': 'Page {pages}: {rows} of {total} rows…',
    'exports.done': '{filename}: {rows} rows saved.',
    'exports.paged':
      'The period held more rows than one answer carries ({size}): it was fetched in {pages} pages.',
    'exports.capped':
      'The file stops at {rows} rows ({pages} pages); the period holds more. Choose a shorter period for the rest.',
    'exports.failed': 'The download stopped after {rows} rows:',
    'exports.cancel': 'Stop',
    'bi.tableId': 'Table id',
    'bi.open': 'Open table',
    'bi.badId': 'A table id is digits, like 1.',
    'bi.recent': 'Opened lately:',
    'bi.recentTable': '{name} ({id})',
    'bi.schema': 'Schema of “{name}”',
    'bi.column': 'Column',
    'bi.type': 'Type',
    'bi.loading': 'Reading rows: {rows} so far…',
    'bi.loadingTotal': 'Reading rows: {rows} of {total}…',
    'bi.loaded': '{rows} rows from the tracker, {time}.',
    'bi.capped': 'Only the first {rows} rows are held here; the table has more.',
    'bi.unreadable':
      '{n|# cell|# cells|# cells|# cells} of numeric columns are not numbers: shown as sent, left out of the chart and sums.',
    'bi.filter': 'Filter {column}',
    'bi.filterHint': 'Text: part of the value. Numbers: 100, >100, <=5.',
    'bi.sortAsc': 'sorted ascending',
    'bi.sortDesc': 'sorted descending',
    'bi.sortBy': 'Sort by {column}',
    'bi.shown': '{shown} of {rows} rows match the filters.',
    'bi.export': 'Export rows (CSV)',
    'bi.chart': 'Chart',
    'bi.chartColumns': 'Columns in the chart',
    'bi.chartNone': 'The table has no numeric columns to chart.',
    'bi.chartLoading': 'Drawing the chart…',
    'bi.chartFailed': 'The chart could not be drawn.',
    'number.none': 'Type a number, or open one from the popup or the card, to see its orders here.',
    'number.title': 'Number {phone}',
    'number.open': 'Open',
    'number.label': 'Phone number',
    'number.invalid': 'A phone number of 7 to 15 digits, like +7 916 123-45-67.',
  },
  ru: {
    title: 'Рабочая область Tracker Lens',
    open: 'Рабочая область',
    openHint: 'Заказы, пулы, теги, выгрузки CSV и BI-таблицы — в новой вкладке',
    counter: 'Сайт (счётчик)',
    noCounters: 'Ключу не доступен ни один счётчик.',
    'nav.label': 'Разделы рабочей области',
    'view.pools': 'Пулы',
    'view.tags': 'Теги',
    'view.orders': 'Заказы',
    'view.exports': 'Выгрузки CSV',
    'view.bi': 'BI-таблицы',
    'view.number': 'Номер',
    loading: 'Загрузка…',
    reload: 'Обновить',
    fetched: 'Из трекера, {time}.',
    unreadable:
      '{n|# запись ответа не удалось прочитать|# записи ответа не удалось прочитать|# записей ответа не удалось прочитать|# записи ответа не удалось прочитать}, они не показаны: {details}',
    'pools.name': 'Название',
    'pools.type': 'Тип',
    'pools.numbers': 'Номера',
    'pools.active': 'Активен',
    'pools.none': 'У этого счётчика нет пулов.',
    'pools.type.dynamic': 'динамический',
    'pools.type.static': 'статический',
    yes: 'да',
    no: 'нет',
    unknown: 'не указано',
    'tags.name': 'Тег',
    'tags.calls': 'Звонки',
    'tags.leads': 'Лиды',
    'tags.none': 'В этом счётчике нет тегов.',
    'orders.none': 'В этом счётчике нет заказов.',
    'orders.count': 'Всего {n|# заказ|# заказа|# заказов|# заказа}',
    'orders.date': 'Дата',
    'orders.id': 'Заказ',
    'orders.revenue': 'Выручка',
    'orders.margin': 'Маржа',
    'orders.phone': 'Звонивший',
    'orders.contact': 'Контакт',
    'orders.tags': 'Теги',
    'orders.pageTotals': 'На этой странице: выручка {revenue}, маржа {margin}',
    'pager.prev': 'Предыдущая страница',
    'pager.next': 'Следующая страница',
    'pager.page': 'Страница {page} из {pages}',
    'exports.intro':
      'Файлы из CSV-выгрузок самого трекера: по выбранному счётчику и периоду (звонки и лиды) или по всему аккаунту (счётчики).',
    'exports.from': 'С',
    'exports.to': 'По (включительно)',
    'exports.calls': 'Скачать звонки',
    'exports.leads': 'Скачать лиды',
    'exports.counters': 'Скачать счётчики',
    'exports.badPeriod': 'Начало периода не может быть позже его конца.',
    'exports.running': 'Страница {pages}: пока {rows} строк…',
    'exports.runningTotal': 'Страница {pages}: {rows} из {total} строк…',
    'exports.done': '{filename}: сохранено строк — {rows}.',
    'exports.paged':
      'В периоде больше строк, чем помещается в один ответ ({size}): он получен за {pages} страниц(ы).',
    'exports.capped':
      'Файл обрезан на {rows} строках ({pages} страниц); в периоде их больше. Выберите период короче для остального.',
    'exports.failed': 'Выгрузка остановилась после {rows} строк:',
    'exports.cancel': 'Остановить',
    'bi.tableId': 'Номер таблицы',
    'bi.open': 'Открыть таблицу',
    'bi.badId': 'Номер таблицы состоит из цифр, например 1.',
    'bi.recent': 'Открывали недавно:',
    'bi.recentTable': '{name} ({id})',
    'bi.schema': 'Схема «{name}»',
    'bi.column': 'Столбец',
    'bi.type': 'Тип',
    'bi.loading': 'Читаем строки: пока {rows}…',
    'bi.loadingTotal': 'Читаем строки: {rows} из {total}…',
    'bi.loaded': 'Строк из трекера: {rows}, {time}.',
    'bi.capped': 'Здесь держим только первые {rows} строк; в таблице их больше.',
    'bi.unreadable':
      '{n|# ячейка|# ячейки|# ячеек|# ячейки} числовых столбцов — не числа: показаны как пришли, в график и суммы не входят.',
    'bi.filter': 'Фильтр: {column}',
    'bi.filterHint': 'Текст: часть значения. Числа: 100, >100, <=5.',
    'bi.sortAsc': 'по возрастанию',
    'bi.sortDesc': 'по убыванию',
    'bi.sortBy': 'Сортировать по «{column}»',
    'bi.shown': 'Под фильтры подходят {shown} из {rows} строк.',
    'bi.export': 'Выгрузить строки (CSV)',
    'bi.chart': 'График',
    'bi.chartColumns': 'Столбцы на графике',
    'bi.chartNone': 'В таблице нет числовых столбцов для графика.',
    'bi.chartLoading': 'Рисуем график…',
    'bi.chartFailed': 'График не удалось нарисовать.',
    'number.none':
      'Откройте номер из всплывающего окна или карточки, чтобы увидеть его заказы здесь.',
    'number.title': 'Номер {phone}',
    'number.open': 'Открыть',
    'number.label': 'Номер телефона',
    'number.invalid': 'Номер телефона из 7–15 цифр, например +7 916 123-45-67.',
  },
};
