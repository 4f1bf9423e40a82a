import { describe, expect, it } from 'vitest';
import { createTranslate, resolveLocale, type Dictionary } from '../../../lib/i18n/translate';

const dict: Dictionary<'calls' | 'hello'> = {
  en: { calls: '{n|# call|# calls|# calls|# calls}', hello: 'Hello, {name}' },
  ru: { calls: '{n|# звонок|# звонка|# звонков|# звонка}', hello: 'Привет, {name}' },
};

describe('translate', () => {
  it('follows the browser language when set to auto', () => {
    expect(resolveLocale('auto', 'ru-RU')).toBe('ru');
    expect(resolveLocale('auto', 'de-DE')).toBe('en');
    expect(resolveLocale('en', 'ru')).toBe('en');
  });

  it('fills placeholders', () => {
    expect(createTranslate(dict, 'en')('hello', { name: 'Anna' })).toBe('Hello, Anna');
  });

  it('chooses Russian plural forms', () => {
    const t = createTranslate(dict, 'ru');
    expect([1, 3, 5, 21, 11].map((n) => t('calls', { n }))).toEqual([
      '1 звонок',
      '3 звонка',
      '5 звонков',
      '21 звонок',
      '11 звонков',
    ]);
    expect(createTranslate(dict, 'en')('calls', { n: 1 })).toBe('1 call');
  });
});
