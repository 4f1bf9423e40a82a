import type { Dictionary } from '../translate';

/** Strings of a number's orders, "Record a sale", order and call corrections, and write queue. */
export type OrdersKey =
  | 'title'
  | 'loading'
  | 'none'
  | 'totals'
  | 'via.filter'
  | 'via.scan'
  | 'fetched'
  | 'unreadable'
  | 'revenue'
  | 'margin'
  | 'order'
  | 'record'
  | 'recordInCard'
  | 'correct'
  | 'tag'
  | 'tag.label'
  | 'tag.save'
  | 'logCall'
  | 'correctCall'
  | 'correctCall.pick'
  | 'form.cancel'
  | 'form.save'
  | 'form.recordTitle'
  | 'form.correctTitle'
  | 'form.orderId'
  | 'form.orderIdFromPage'
  | 'form.more'
  | 'form.dateTime'
  | 'form.revenue'
  | 'form.margin'
  | 'form.comment'
  | 'form.contactName'
  | 'form.contactPhone'
  | 'form.contactEmail'
  | 'form.callerPhone'
  | 'form.sid'
  | 'form.uuid'
  | 'form.tags'
  | 'form.tagsHint'
  | 'form.counter'
  | 'form.errors'
  | 'call.logTitle'
  | 'call.correctTitle'
  | 'call.callId'
  | 'call.startTime'
  | 'call.callerPhone'
  | 'call.calledPhone'
  | 'call.duration'
  | 'call.durationHint'
  | 'call.status'
  | 'call.status.success'
  | 'call.status.failed'
  | 'invalid.required'
  | 'invalid.number'
  | 'invalid.money'
  | 'invalid.date'
  | 'invalid.phone'
  | 'invalid.id'
  | 'invalid.tag'
  | 'invalid.email'
  | 'invalid.duration'
  | 'invalid.future'
  | 'queued'
  | 'accepted'
  | 'writes.title'
  | 'writes.pending'
  | 'writes.failing'
  | 'writes.retry'
  | 'writes.discard'
  | 'writes.discardConfirm'
  | 'writes.attempts'
  | 'write.order.add'
  | 'write.order.update'
  | 'write.order.tags'
  | 'write.call.add'
  | 'write.call.update';

export const orders: Dictionary<OrdersKey> = {
  en: {
    title: 'Orders',
    loading: 'Loading orders…',
    none: 'No orders for this number.',
    totals: '{count|# order|# orders|# orders|# orders} · revenue {revenue} · margin {margin}',
    'via.filter': 'Matched by caller phone on the tracker.',
    'via.scan':
      'The tracker refused a phone filter for orders: matched among its latest {n} orders.',
    fetched: 'From the tracker, {age}.',
    unreadable:
      '{n|# order|# orders|# orders|# orders} could not be read and are not shown: {details}',
    revenue: 'Revenue',
    margin: 'Margin',
    order: 'Order {id}',
    record: 'Record a sale',
    recordInCard: 'Record a sale…',
    correct: 'Correct',
    tag: 'Tag',
    'tag.label': 'Tag for order {id}',
    'tag.save': 'Add tag',
    logCall: 'Log a call the tracker missed',
    correctCall: 'Correct a call',
    'correctCall.pick': 'Call to correct',
    'form.cancel': 'Cancel',
    'form.save': 'Save',
    'form.recordTitle': 'Record a sale',
    'form.correctTitle': 'Correct order {id}',
    'form.orderId': 'Order id',
    'form.orderIdFromPage': 'From the page',
    'form.more': 'More',
    'form.dateTime': 'Date and time',
    'form.revenue': 'Revenue, ₽',
    'form.margin': 'Margin, ₽',
    'form.comment': 'Comment',
    'form.contactName': 'Contact name',
    'form.contactPhone': 'Contact phone',
    'form.contactEmail': 'Contact email',
    'form.callerPhone': 'Caller phone',
    'form.sid': 'Session id (sid)',
    'form.uuid': 'Visitor id (uuid)',
    'form.tags': 'Tags',
    'form.tagsHint': 'Separated by commas',
    'form.counter': 'Site (counter)',
    'form.errors': 'Fix the marked fields: {fields}.',
    'call.logTitle': 'Log a call the tracker missed',
    'call.correctTitle': 'Correct call {id}',
    'call.callId': 'Call id',
    'call.startTime': 'Time',
    'call.callerPhone': 'Caller',
    'call.calledPhone': 'Called number',
    'call.duration': 'Duration',
    'call.durationHint': 'Like 200, 3:20 or 3 min 20 s.',
    'call.status': 'Status',
    'call.status.success': 'Answered',
    'call.status.failed': 'Missed',
    'invalid.required': 'Required.',
    'invalid.number': 'A number, like 1500 or 1500.50.',
    'invalid.money': 'An amount, like 15000 or 15 000,50.',
    'invalid.date': 'A date and time.',
    'invalid.phone': 'A phone number of 7 to 15 digits.',
    'invalid.id': 'Up to 128 characters, not blank.',
    'invalid.tag': 'Each tag 1 to 64 characters, at most 20 tags.',
    'invalid.email': 'An email address, like name@example.com.',
    'invalid.duration': 'A duration up to a day: seconds (200), 3:20 or 3 min 20 s.',
    'invalid.future': 'Not later than now.',
    queued: 'Saved here; sending to the tracker.',
    accepted: 'The tracker accepted the change.',
    'writes.title': 'Order and call changes not yet accepted',
    'writes.pending': 'waiting to be sent',
    'writes.failing': 'not accepted: {reason}',
    'writes.retry': 'Send again',
    'writes.discard': 'Discard',
    'writes.discardConfirm': 'Discard this change? It has not reached the tracker.',
    'writes.attempts': '{n|# attempt|# attempts|# attempts|# attempts}',
    'write.order.add': 'New order {id}',
    'write.order.update': 'Correction of order {id}',
    'write.order.tags': 'Tags {tags} on order {id}',
    'write.call.add': 'Call {id} logged by hand',
    'write.call.update': 'Correction of call {id}',
  },
  ru: {
    title: 'Заказы',
    loading: 'Загружаем заказы…',
    none: 'По этому номеру заказов нет.',
    totals: '{count|# заказ|# заказа|# заказов|# заказа} · выручка {revenue} · маржа {margin}',
    'via.filter': 'Найдены в трекере по номеру звонившего.',
    'via.scan': 'Трекер не принял фильтр заказов по телефону: искали среди последних {n} заказов.',
    fetched: 'Из трекера, {age}.',
    unreadable:
      '{n|# заказ не удалось прочитать|# заказа не удалось прочитать|# заказов не удалось прочитать|# заказа не удалось прочитать}, они не показаны: {details}',
    revenue: 'Выручка',
    margin: 'Маржа',
    order: 'Заказ {id}',
    record: 'Записать продажу',
    recordInCard: 'Записать продажу…',
    correct: 'Исправить',
    tag: 'Тег',
    'tag.label': 'Тег для заказа {id}',
    'tag.save': 'Добавить тег',
    logCall: 'Добавить звонок, который трекер пропустил',
    correctCall: 'Исправить звонок',
    'correctCall.pick': 'Какой звонок исправить',
    'form.cancel': 'Отмена',
    'form.save': 'Сохранить',
    'form.recordTitle': 'Записать продажу',
    'form.correctTitle': 'Исправить заказ {id}',
    'form.orderId': 'Номер заказа',
    'form.orderIdFromPage': 'Со страницы',
    'form.more': 'Ещё',
    'form.dateTime': 'Дата и время',
    'form.revenue': 'Выручка, ₽',
    'form.margin': 'Маржа, ₽',
    'form.comment': 'Комментарий',
    'form.contactName': 'Имя контакта',
    'form.contactPhone': 'Телефон контакта',
    'form.contactEmail': 'Email контакта',
    'form.callerPhone': 'Телефон звонившего',
    'form.sid': 'Идентификатор сессии (sid)',
    'form.uuid': 'Идентификатор посетителя (uuid)',
    'form.tags': 'Теги',
    'form.tagsHint': 'Через запятую',
    'form.counter': 'Сайт (счётчик)',
    'form.errors': 'Исправьте отмеченные поля: {fields}.',
    'call.logTitle': 'Добавить пропущенный трекером звонок',
    'call.correctTitle': 'Исправить звонок {id}',
    'call.callId': 'Идентификатор звонка',
    'call.startTime': 'Время',
    'call.callerPhone': 'Кто звонил',
    'call.calledPhone': 'На какой номер',
    'call.duration': 'Длительность',
    'call.durationHint': 'Например 200, 3:20 или 3 мин 20 с.',
    'call.status': 'Статус',
    'call.status.success': 'Принят',
    'call.status.failed': 'Пропущен',
    'invalid.required': 'Обязательное поле.',
    'invalid.number': 'Число, например 1500 или 1500,50.',
    'invalid.money': 'Сумма, например 15000 или 15 000,50.',
    'invalid.date': 'Дата и время.',
    'invalid.phone': 'Номер телефона из 7–15 цифр.',
    'invalid.id': 'До 128 символов, не пустой.',
    'invalid.tag': 'Каждый тег от 1 до 64 символов, не больше 20 тегов.',
    'invalid.email': 'Адрес почты, например name@example.com.',
    'invalid.duration': 'Длительность до суток: секунды (200), 3:20 или 3 мин 20 с.',
    'invalid.future': 'Не позже текущего момента.',
    queued: 'Сохранено здесь; отправляем в трекер.',
    accepted: 'Трекер принял изменение.',
    'writes.title': 'Изменения заказов и звонков, ещё не принятые трекером',
    'writes.pending': 'ждёт отправки',
    'writes.failing': 'не принято: {reason}',
    'writes.retry': 'Отправить снова',
    'writes.discard': 'Отменить',
    'writes.discardConfirm': 'Отменить это изменение? Оно ещё не дошло до трекера.',
    'writes.attempts': '{n|# попытка|# попытки|# попыток|# попытки}',
    'write.order.add': 'Новый заказ {id}',
    'write.order.update': 'Исправление заказа {id}',
    'write.order.tags': 'Теги {tags} для заказа {id}',
    'write.call.add': 'Звонок {id}, добавленный вручную',
    'write.call.update': 'Исправление звонка {id}',
  },
};
