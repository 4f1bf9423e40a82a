import { history } from '../../lib/i18n/messages/history';
import { translatorFor } from '../ui/translator';

/** The history components' strings for a locale (created once per locale). */
export const historyText = translatorFor(history);
