import { options } from '../../lib/i18n/messages/options';
import { translatorFor } from '../ui/translator';

/** The options page's strings for a locale. */
export const optionsText = translatorFor(options);
