import { recent } from '../../lib/i18n/messages/recent';
import { translatorFor } from '../ui/translator';

/** The Recent calls view's strings for a locale. */
export const recentText = translatorFor(recent);
