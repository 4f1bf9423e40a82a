import { keyboard } from '../../lib/i18n/messages/keyboard';
import { translatorFor } from '../ui/translator';

export const keyboardText = translatorFor(keyboard);
