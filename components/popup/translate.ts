import { popup } from '../../lib/i18n/messages/popup';
import { translatorFor } from '../ui/translator';

/** The popup's strings for a locale. */
export const popupText = translatorFor(popup);
