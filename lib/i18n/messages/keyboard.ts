import type { Dictionary } from '../translate';

/** Strings of the keyboard shortcuts, as the popup and the options name them. */
type Key =
  'title' | 'openPopup' | 'lookup' | 'notSet' | 'inPage' | 'change' | 'changeWhere' | 'popupLine';

export const keyboard: Dictionary<Key> = {
  en: {
    title: 'Keyboard',
    openPopup: '{keys}: open the toolbar popup',
    lookup:
      '{keys}: look up the number under the pointer, or in the selected text or focused field',
    notSet: 'not set',
    inPage:
      'On a CRM page Alt+Shift+L opens the card for the selected text or the focused field even when the browser gives the lookup another key; Tab moves into an open card, Esc closes it.',
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
    change: 'Изменить сочетания',
    changeWhere: 'Их хранит браузер: {where}',
    popupLine: '{popup} — это окно · {lookup} — номер под указателем',
  },
};
