// First: zod must be told not to compile parsers before any schema is built.
import '@/lib/background/zod-setup';
import { watchCardFieldPorts } from '@/lib/background/card-field';
import { setUpScheduledWork } from '@/lib/background/setup-scheduled-work';
import { setUpExtensions } from '@/lib/background/setup-script-menu-shortcut';
import { setUpInstall } from '@/lib/background/setup-install';
import { setUpPolicy } from '@/lib/background/setup-policy';
import { setUpOutboxFeed } from '@/lib/background/setup-outbox-feed';
import { setUpRecentCalls } from '@/lib/background/setup-recent';
import { ownSenderPolicy } from '@/lib/background/router';
import { setUpRouter } from '@/lib/background/setup-router';
import { setUpTabTracking } from '@/lib/background/setup-tab-tracking';
import { setUpWorkspace } from '@/lib/background/setup-workspace';

// Listeners are registered synchronously here: a woken service worker must find them at once.
export default defineBackground(() => {
  // First: every reading of the settings goes through the organisation's policies.
  setUpPolicy();
  setUpRouter();
  setUpOutboxFeed();
  // The card fields' ports: their closing is the field's `leaving`.
  watchCardFieldPorts(ownSenderPolicy);
  setUpInstall();
  setUpTabTracking();
  setUpScheduledWork();
  setUpExtensions();
  setUpWorkspace();
  setUpRecentCalls();
});
