import type { Locale } from '../../lib/i18n/translate';
import type { ShortcutsModel } from '../../lib/state/shortcuts-model';
import { Section } from './Section';
import { keyboardText } from '../keyboard/translate';

/** The options' "Keyboard": the shortcuts in force, where to change them, Alt+Shift+L. */
export function KeyboardSection({ model, locale }: { model: ShortcutsModel; locale: Locale }) {
  const t = keyboardText(locale);
  const keys = model.shortcuts.value;
  const shown = (key: string) => <kbd>{key || t('notSet')}</kbd>;
  return (
    <Section id="keyboard" title={t('title')}>
      {keys && (
        <ul class="tl-keyboard-list" data-testid="shortcuts">
          <li>{withKeys(t('openPopup'), shown(keys.openPopup))}</li>
          <li>{withKeys(t('lookup'), shown(keys.lookup))}</li>
        </ul>
      )}
      <p class="tl-muted">{t('inPage')}</p>
      {model.popupInWindow && <p class="tl-muted tl-keyboard-firefox">{t('popupInWindow')}</p>}
      <p>
        <button
          type="button"
          class="tl-button tl-button--small"
          onClick={() => void model.openSettings()}
        >
          {t('change')}
        </button>{' '}
        <span class="tl-muted">{t('changeWhere', { where: model.settingsAddress })}</span>
      </p>
    </Section>
  );
}

/** "{keys}: what it does", the keys drawn as <kbd>. */
function withKeys(text: string, keys: preact.JSX.Element) {
  const [before = '', after = ''] = text.split('{keys}');
  return (
    <>
      {before}
      {keys}
      {after}
    </>
  );
}
