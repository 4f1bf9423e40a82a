import type { Locale } from '../../lib/i18n/translate';
import type { ShortcutsModel } from '../../lib/state/shortcuts-model';
import { keyboardText } from '../keyboard/translate';

/** The popup's footer: the two shortcuts as the browser has them (nothing while unread). */
export function ShortcutsFooter({ model, locale }: { model: ShortcutsModel; locale: Locale }) {
  const t = keyboardText(locale);
  const keys = model.shortcuts.value;
  if (!keys || (!keys.openPopup && !keys.lookup)) return null;
  const shown = (key: string) => key || t('notSet');
  return (
    <footer class="tl-popup-footer tl-muted" data-testid="shortcuts-footer">
      {t('popupLine', { popup: shown(keys.openPopup), lookup: shown(keys.lookup) })}
    </footer>
  );
}
