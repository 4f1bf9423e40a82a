import type { PhoneRejectionReason } from '../../phone';
import type { Dictionary } from '../translate';

type ReasonKey = `card.notDetected.reason.${PhoneRejectionReason}`;

/** Strings of the hover card and the page-side entry points (context menu). */
export type CardKey =
  | 'card.label'
  | 'card.close'
  | 'card.loading'
  | 'card.loadingSlow'
  | 'card.notConfigured.title'
  | 'card.notConfigured.hint'
  | 'card.error.title'
  | 'card.quickTag.latestCall'
  | 'card.quickTag.latestLead'
  | 'card.field.replaced'
  | 'card.field.silent'
  | 'card.tagFailed'
  | 'card.tagRemoveFailed'
  | 'card.outbox.title'
  | 'card.outbox.addFailing'
  | 'card.outbox.removeFailing'
  | 'card.notDetected.label'
  | 'card.notDetected.title'
  | 'card.notDetected.nothing'
  | 'card.notDetected.failed'
  | 'card.notDetected.lookUpTyped'
  | ReasonKey
  | 'card.extension'
  | 'card.refresh'
  | 'card.fact.count'
  | 'card.fact.lastCall'
  | 'card.fact.firstSource'
  | 'card.copySource'
  | 'card.copied'
  | 'card.copyFailed'
  | 'card.history.show'
  | 'card.history.hide'
  | 'menu.lookup';

export const card: Dictionary<CardKey> = {
  en: {
    'card.label': 'Call tracking: {phone}',
    'card.close': 'Close',
    'card.loading': 'Looking up calls and leads…',
    'card.loadingSlow': 'The service is slow to answer; still waiting…',
    'card.notConfigured.title': 'Tracker Lens is not set up',
    'card.notConfigured.hint': 'Add your call-tracking API key to see calls and leads here.',
    'card.error.title': 'Could not load this number',
    'card.quickTag.latestCall': 'Tag the latest call',
    'card.quickTag.latestLead': 'Tag the latest lead',
    'card.field.silent':
      'The tag field did not load. Close the card and open it again, or tag in the popup.',
    'card.field.replaced':
      'This page put its own page in place of the tag field, so the card closed the field. Close the card and open it again, or tag in the popup.',
    'card.tagFailed': 'Tag “{tag}” was not saved: {reason}',
    'card.tagRemoveFailed': 'Tag “{tag}” was not removed: {reason}',
    'card.outbox.title': 'Tag changes the service did not accept',
    'card.outbox.addFailing': 'Tag “{tag}” was not saved',
    'card.outbox.removeFailing': 'Tag “{tag}” was not removed',
    'card.notDetected.label': 'Why this is not detected: {text}',
    'card.notDetected.title': 'Not detected as a phone number',
    'card.notDetected.nothing': 'There is no number of 7 or more digits in the selection.',
    'card.notDetected.failed':
      'Tracker Lens could not read the selection ({reason}). Select it again in a moment, or reload the page.',
    'card.notDetected.lookUpTyped': 'Look up {phone} anyway',
    'card.notDetected.reason.glued':
      'It is joined to “{detail}” without a space, like part of an order or invoice number.',
    'card.notDetected.reason.label':
      'The label “{detail}” before it names something else (a requisite, an order, a sum).',
    'card.notDetected.reason.date': 'It reads as a date ({detail}).',
    'card.notDetected.reason.time': 'It reads as a time ({detail}).',
    'card.notDetected.reason.ip-address': 'It reads as an IP address ({detail}).',
    'card.notDetected.reason.version': 'It reads as a version number ({detail}).',
    'card.notDetected.reason.size': 'It reads as a size or measurement ({detail}).',
    'card.notDetected.reason.money': 'It reads as an amount of money ({detail}).',
    'card.notDetected.reason.card-number': 'It reads as a bank card number.',
    'card.notDetected.reason.snils': 'It reads as a SNILS (insurance number).',
    'card.notDetected.reason.passport': 'It reads as passport details.',
    'card.notDetected.reason.requisite-checksum':
      'These digits pass the INN or OGRN checksum: most likely a company requisite.',
    'card.notDetected.reason.bare-international':
      'Digits without “+” for a country we do not assume; write the number with “+”.',
    'card.notDetected.reason.local-number':
      'Too short: a local number without an area code, so the city is unknown.',
    'card.notDetected.reason.invalid-number':
      'No country has numbers of this length or in this range.',
    'card.extension': 'ext. {ext}',
    'card.refresh': 'Refresh',
    'card.fact.count': 'History',
    'card.fact.lastCall': 'Last call',
    'card.fact.firstSource': 'first: {source}',
    'card.copySource': 'Copy source',
    'card.copied': 'Copied: {text}',
    'card.copyFailed': 'The browser did not allow copying. Select the line and copy it: {text}',
    'card.history.show': 'Show all {n|# entry|# entries|# entries|# entries} ▾',
    'card.history.hide': 'Hide the history ▴',
    'menu.lookup': 'Look up “%s” in Tracker Lens',
  },
  ru: {
    'card.label': 'Коллтрекинг: {phone}',
    'card.close': 'Закрыть',
    'card.loading': 'Ищем звонки и заявки…',
    'card.loadingSlow': 'Сервис отвечает медленно; ждём…',
    'card.notConfigured.title': 'Tracker Lens не настроен',
    'card.notConfigured.hint':
      'Добавьте API-ключ коллтрекинга, чтобы видеть здесь звонки и заявки.',
    'card.error.title': 'Не удалось загрузить данные по номеру',
    'card.quickTag.latestCall': 'Тег к последнему звонку',
    'card.quickTag.latestLead': 'Тег к последней заявке',
    'card.field.silent':
      'Поле тега не загрузилось. Закройте карточку и откройте снова или поставьте тег во всплывающем окне.',
    'card.field.replaced':
      'Страница подменила поле тега своей страницей, поэтому карточка его закрыла. Закройте карточку и откройте снова или поставьте тег во всплывающем окне.',
    'card.tagFailed': 'Тег «{tag}» не сохранён: {reason}',
    'card.tagRemoveFailed': 'Тег «{tag}» не удалён: {reason}',
    'card.outbox.title': 'Изменения тегов, которые сервис не принял',
    'card.outbox.addFailing': 'Тег «{tag}» не сохранён',
    'card.outbox.removeFailing': 'Тег «{tag}» не удалён',
    'card.notDetected.label': 'Почему не распознано: {text}',
    'card.notDetected.title': 'Не распознано как номер телефона',
    'card.notDetected.nothing': 'В выделенном тексте нет числа из 7 и более цифр.',
    'card.notDetected.failed':
      'Tracker Lens не смог прочитать выделенный текст ({reason}). Выделите его ещё раз чуть позже или обновите страницу.',
    'card.notDetected.lookUpTyped': 'Всё равно найти {phone}',
    'card.notDetected.reason.glued':
      'Слитно с «{detail}», без пробела, как часть номера заказа или счёта.',
    'card.notDetected.reason.label':
      'Подпись «{detail}» перед ним означает другое (реквизит, заказ, сумму).',
    'card.notDetected.reason.date': 'Похоже на дату ({detail}).',
    'card.notDetected.reason.time': 'Похоже на время ({detail}).',
    'card.notDetected.reason.ip-address': 'Похоже на IP-адрес ({detail}).',
    'card.notDetected.reason.version': 'Похоже на номер версии ({detail}).',
    'card.notDetected.reason.size': 'Похоже на размер или величину ({detail}).',
    'card.notDetected.reason.money': 'Похоже на денежную сумму ({detail}).',
    'card.notDetected.reason.card-number': 'Похоже на номер банковской карты.',
    'card.notDetected.reason.snils': 'Похоже на СНИЛС.',
    'card.notDetected.reason.passport': 'Похоже на паспортные данные.',
    'card.notDetected.reason.requisite-checksum':
      'Цифры сходятся по контрольной сумме ИНН или ОГРН: скорее всего, это реквизит.',
    'card.notDetected.reason.bare-international':
      'Цифры без «+» для страны, которую мы не подставляем сами; запишите номер с «+».',
    'card.notDetected.reason.local-number':
      'Слишком коротко: местный номер без кода города, город неизвестен.',
    'card.notDetected.reason.invalid-number':
      'Ни в одной стране нет номеров такой длины или из такого диапазона.',
    'card.extension': 'доб. {ext}',
    'card.refresh': 'Обновить',
    'card.fact.count': 'История',
    'card.fact.lastCall': 'Последний звонок',
    'card.fact.firstSource': 'впервые: {source}',
    'card.copySource': 'Копировать источник',
    'card.copied': 'Скопировано: {text}',
    'card.copyFailed': 'Браузер не дал скопировать. Выделите строку и скопируйте её: {text}',
    'card.history.show': 'Показать {n|# запись|# записи|# записей|# записи} ▾',
    'card.history.hide': 'Скрыть историю ▴',
    'menu.lookup': 'Найти «%s» в Tracker Lens',
  },
};
