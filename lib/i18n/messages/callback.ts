import type { Dictionary } from '../translate';

/** Strings of the callback queue, the outcome buttons and their settings. */
type Key =
  | 'view.all'
  | 'view.queue'
  | 'queue.count'
  | 'queue.none'
  | 'queue.noMatch'
  | 'queue.search'
  | 'queue.searchHint'
  | 'queue.rule'
  | 'queue.missedAt'
  | 'queue.done'
  | 'queue.doneTitle'
  | 'queue.writing'
  | 'queue.failed'
  | 'queue.afterCall'
  | 'queue.closedTitle'
  | 'queue.by'
  | 'queue.byTag'
  | 'queue.byAnswered'
  | 'queue.byLogged'
  | 'settings.repName'
  | 'settings.repNameHint'
  | 'outcomes.label'
  | 'outcomes.title'
  | 'outcomes.saved'
  | 'settings.title'
  | 'settings.queue'
  | 'settings.queueHint'
  | 'settings.tag'
  | 'settings.tagHint'
  | 'settings.outcomes'
  | 'settings.outcomesHint'
  | 'settings.save'
  | 'settings.saved'
  | 'settings.failed'
  | 'notify.callBack'
  | 'notify.source';

export const callback: Dictionary<Key> = {
  en: {
    'view.all': 'All calls',
    'view.queue': 'Missed, not called back',
    'queue.count': '{n|# to call back|# to call back|# to call back|# to call back}',
    'queue.none': 'Every missed call since {time} was called back.',
    'queue.noMatch': 'No missed call to call back matches “{query}”.',
    'queue.search': 'Search the queue',
    'queue.searchHint': 'Number, source, campaign or tag',
    'queue.rule':
      'A missed call leaves the queue once a rep marks it done (tag “{tag}”, seen by the whole team within a minute), the caller’s later call was answered, or a call with the number was logged.',
    'queue.missedAt': 'Missed {time}',
    'queue.done': 'Done',
    'queue.doneTitle': 'Mark called back: tags the call “{tag}”',
    'queue.writing': 'Saving…',
    'queue.failed': 'Not saved: {message}',
    'queue.afterCall': 'How did the call go?',
    'queue.closedTitle': 'Called back',
    'queue.by': 'called back by {name}',
    'queue.byTag': 'marked called back',
    'queue.byAnswered': 'the later call was answered',
    'queue.byLogged': 'a call was logged',
    'settings.repName': 'Your name, to show who called back',
    'settings.repNameHint':
      "“Done” then also writes the tag “{tag}:your name”, and every rep sees “called back by …” in the queue. Letters, digits, spaces and . ' _ -, at most 40. Empty: who is not recorded.",
    'outcomes.label': 'Outcome',
    'outcomes.title': 'Tag this call “{tag}”',
    'outcomes.saved': 'Tagged “{tag}”',
    'settings.title': 'Callbacks and outcomes',
    'settings.queue': 'Callback queue, with its count on the toolbar button',
    'settings.queueHint':
      'Recent calls opens on “Missed, not called back”. The count is of today’s and yesterday’s missed calls nobody has called back; it is checked once a minute (one request per site). A tab with known numbers shows its own count instead.',
    'settings.tag': 'Tag for “called back”',
    'settings.tagHint':
      '“Done” writes this tag on the missed call, so every rep sees it called back. Use the same tag across the team.',
    'settings.outcomes': 'Outcome tags',
    'settings.outcomesHint':
      'One per line, up to 8. Offered in one click on the newest call of the card and the popup, and after Call back.',
    'settings.save': 'Save tags',
    'settings.saved': 'Saved.',
    'settings.failed': 'Not saved: {message}',
    'notify.callBack': 'Call back',
    'notify.source': 'from {source}',
  },
  ru: {
    'view.all': 'Все звонки',
    'view.queue': 'Не перезвонили',
    'queue.count': '{n|# ждёт звонка|# ждут звонка|# ждут звонка|# ждут звонка}',
    'queue.none': 'Всем пропущенным с {time} перезвонили.',
    'queue.noMatch': 'Нет пропущенных, ждущих звонка, по запросу «{query}».',
    'queue.search': 'Поиск в очереди',
    'queue.searchHint': 'Номер, источник, кампания или тег',
    'queue.rule':
      'Пропущенный звонок уходит из очереди, когда кто-то отметит его (тег «{tag}», вся команда увидит его в течение минуты), когда следующий звонок того же абонента принят или когда записан звонок с этим номером.',
    'queue.missedAt': 'Пропущен {time}',
    'queue.done': 'Готово',
    'queue.doneTitle': 'Отметить: перезвонили (тег «{tag}» на звонке)',
    'queue.writing': 'Сохраняется…',
    'queue.failed': 'Не сохранено: {message}',
    'queue.afterCall': 'Чем закончился звонок?',
    'queue.closedTitle': 'Перезвонили',
    'queue.by': 'перезвонил(а) {name}',
    'queue.byTag': 'отмечен как «перезвонили»',
    'queue.byAnswered': 'следующий звонок принят',
    'queue.byLogged': 'записан звонок с номером',
    'settings.repName': 'Ваше имя — чтобы было видно, кто перезвонил',
    'settings.repNameHint':
      "«Готово» тогда ставит ещё и тег «{tag}:ваше имя», и каждый в команде видит в очереди «перезвонил(а) …». Буквы, цифры, пробелы и . ' _ -, не больше 40. Пусто — кто перезвонил, не записывается.",
    'outcomes.label': 'Итог',
    'outcomes.title': 'Поставить звонку тег «{tag}»',
    'outcomes.saved': 'Тег «{tag}» поставлен',
    'settings.title': 'Перезвоны и итоги звонков',
    'settings.queue': 'Очередь перезвонов и её число на кнопке',
    'settings.queueHint':
      '«Недавние звонки» открываются на «Не перезвонили». Считаются пропущенные за сегодня и вчера, которым никто не перезвонил; проверка раз в минуту (один запрос на сайт). На вкладке с известными номерами кнопка показывает их число.',
    'settings.tag': 'Тег «перезвонили»',
    'settings.tagHint':
      '«Готово» ставит этот тег на пропущенный звонок, и каждый в команде видит, что перезвонили. Используйте один тег на всю команду.',
    'settings.outcomes': 'Теги итогов',
    'settings.outcomesHint':
      'По одному в строке, до 8. Предлагаются в один щелчок на последнем звонке в карточке и в окне расширения, а также после «Перезвонить».',
    'settings.save': 'Сохранить теги',
    'settings.saved': 'Сохранено.',
    'settings.failed': 'Не сохранено: {message}',
    'notify.callBack': 'Перезвонить',
    'notify.source': 'источник: {source}',
  },
};
