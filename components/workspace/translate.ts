import { workspace } from '../../lib/i18n/messages/workspace';
import { translatorFor } from '../ui/translator';

/** The workspace page's strings for a locale (created once per locale). */
export const workspaceText = translatorFor(workspace);
