import { browser } from 'wxt/browser';
import { OUTBOX_PORT } from '../messaging/ports';
import { getServices } from './instance';
import { createOutboxFeed } from './outbox-feed';
import { isExtensionPage, ownSenderPolicy } from './router';
import type { Services } from './services';
import { createWriteGuard } from './write-guard';

/** Opens the `outbox.watch` port to the card and the popup (lib/background/outbox-feed.ts). */
export function setUpOutboxFeed(services: Services = getServices()): void {
  const policy = ownSenderPolicy();
  const guard = createWriteGuard();
  const feed = createOutboxFeed({
    list: () => services.outbox.list(),
    visible: (tabId, entries) => guard.visible(tabId, entries),
    isExtensionPage: (sender) => isExtensionPage(sender, policy),
  });
  services.onOutboxChange(() => feed.changed());
  browser.runtime.onConnect.addListener((port) => {
    // Other extensions cannot connect here (no externally_connectable), but say so anyway.
    if (port.name !== OUTBOX_PORT || port.sender?.id !== browser.runtime.id) return;
    feed.connect(port);
  });
}
