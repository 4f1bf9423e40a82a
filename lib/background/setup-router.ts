import { browser } from 'wxt/browser';
import { createChannelLimits } from './channel-limits';
import { createHandlers } from './handlers';
import { getServices } from './instance';
import { createMessageHandler, ownSenderPolicy, type MessageSender } from './router';
import type { Services } from './services';

/** Registers the one onMessage listener; replies by returning a Promise (polyfill style). */
export function setUpRouter(services: Services = getServices()): void {
  const limits = createChannelLimits({ detected: (tabId) => services.tabs.get(tabId) });
  const handle = createMessageHandler(
    createHandlers(services),
    ownSenderPolicy(),
    (text) => services.keyVault.scrub(text),
    (request, sender) =>
      limits.admit(
        { type: request.type, ...('phone' in request ? { phone: request.phone } : {}) },
        sender,
      ),
  );
  browser.tabs.onRemoved.addListener((tabId) => limits.forgetTab(tabId));
  browser.runtime.onMessage.addListener((message: unknown, sender: MessageSender) =>
    handle(message, sender),
  );
}
