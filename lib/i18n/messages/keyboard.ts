import type { Dictionary } from '../translate';

/** Strings of the keyboard shortcuts, as the popup and the options name them. */
type Key =
  | 'title'
  | 'openPopup'
  | 'lookup'
  | 'notSet'
  | 'inPage'
  | 'popupInWindow'
  | 'change'
  | 'changeWhere'
  | 'popupLine';

export const keyboard: Dictionary<Key> = {
  en: {
    title: 'Keyboard',
    openPopup: '{keys}: open the toolbar popup',
    lookup:
      '{keys}: look up the number under the pointer, or in the selected text or focused field',
    notSet: 'not set',
    inPage:
      'On a CRM page Alt+Shift+L opens the card for the selected text or the focused field even when the browser gives the lookup another key; Tab moves into an open card, Esc closes it.',
    popupInWindow:
      'In Firefox, when there is nothing to look up, Alt+Shift+L opens the popup in a small window of its own: Firefox opens the toolbar popup only for Alt+Shift+K itself, not after the page was asked.',
    change: 'Change the shortcuts',
    changeWhere: 'The browser keeps them: {where}',
    popupLine: '{popup} opens this popup · {lookup} looks up the number under the pointer',
  },
  ru: {
    title: 'Клавиатура',
    openPopup: '{keys}: открыть окно расширения на панели',
    lookup: '{keys}: найти номер под указателем, в выделенном тексте или в поле ввода',
    notSet: 'не назначено',
    inPage:
      'На странице CRM Alt+Shift+L открывает карточку для выделенного текста или поля ввода, даже если браузер назначил поиску другую клавишу; Tab переходит в открытую карточку, Esc закрывает её.',
    popupInWindow:
      'В Firefox, если искать нечего, Alt+Shift+L открывает окно расширения отдельным маленьким окном: Firefox открывает окно на панели только по самому Alt+Shift+K, а не после обращения к странице.',
    change: 'Изменить сочетания',
    changeWhere: 'Их хранит браузер: {where}',
    popupLine: '{popup} — это окно · {lookup} — номер под указателем',
  },
};
