import type { Dictionary } from '../translate';

/** Strings about the stored data itself (shown in the popup and the options page). */
type Key = 'unreadable.title' | 'unreadable.tags' | 'unreadable.records' | 'unreadable.body';

export const stored: Dictionary<Key> = {
  en: {
    'unreadable.title': 'Some waiting changes could not be read',
    'unreadable.tags': '{n|# tag change|# tag changes|# tag changes|# tag changes}',
    'unreadable.records':
      '{n|# order or call write|# order or call writes|# order or call writes|# order or call writes}',
    'unreadable.body':
      'They were saved by an earlier version or damaged in storage. They are kept aside, not sent and not deleted; your other changes are sent as usual. Make them again if they are still needed.',
  },
  ru: {
    'unreadable.title': 'Часть ожидающих изменений не удалось прочитать',
    'unreadable.tags':
      '{n|# изменение тегов|# изменения тегов|# изменений тегов|# изменения тегов}',
    'unreadable.records':
      '{n|# запись заказа или звонка|# записи заказов или звонков|# записей заказов или звонков|# записи заказов или звонков}',
    'unreadable.body':
      'Их сохранила прежняя версия или они повреждены в хранилище. Они отложены: не отправляются и не удаляются; остальные изменения отправляются как обычно. Если они ещё нужны, сделайте их заново.',
  },
};
